import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct ErrorMessageTests {
    @Test func everyErrorIsOneLineAPersonCanActOn() {
        let messages =
            [LoginError.invalidCredentials, .invalidEmail, .emptyPassword, .serviceUnavailable].map(\.description)
            + [ServiceError.notFound, .unavailable].map(\.description)
        for message in messages { Self.expectOneLineAPersonCanActOn(message) }
    }

    static func expectOneLineAPersonCanActOn(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!message.isEmpty && !message.contains("\n") && message.hasSuffix("."), "\(message)", sourceLocation: sourceLocation)
    }
}
