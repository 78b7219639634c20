import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct ErrorMessageTests {
    @Test func everyErrorIsOneLineAPersonCanActOn() {
        let messages =
            [LoginError.invalidCredentials, .invalidEmail, .emptyPassword, .serviceUnavailable].map(\.description)
            + [ServiceError.notFound, .unavailable].map(\.description)
            + Self.purchaseErrors.map(\.description)  // example
        for message in messages {
            #expect(!message.isEmpty && !message.contains("\n") && message.hasSuffix("."), "\(message)")
        }
    }
}
