import Models
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ErrorMessageTests {
    @Test func everyErrorIsOneLineAPersonCanActOn() {
        let messages =
            [LoginError.invalidCredentials, .invalidEmail, .emptyPassword, .serviceUnavailable].map(\.description)
            + [ServiceError.notFound, .unavailable].map(\.description)
        for message in messages { expectOneLineAPersonCanActOn(message) }
    }

}
