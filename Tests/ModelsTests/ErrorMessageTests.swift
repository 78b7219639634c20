import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct ErrorMessageTests {
    @Test func everyErrorIsOneLineAPersonCanActOn() {
        let messages =
            [LoginError.invalidCredentials, .invalidEmail, .emptyPassword, .serviceUnavailable].map(\.description)
            + [
                PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)), .alreadySold, .itemNotFound,
                .serviceUnavailable,
            ].map(\.description)
            + [ServiceError.notFound, .unavailable].map(\.description)
        for message in messages {
            #expect(!message.isEmpty && !message.contains("\n") && message.hasSuffix("."), "\(message)")
        }
        #expect(
            PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)).description
                == "Insufficient balance: the item costs ¥12,000 and your balance is ¥10,000.")
    }
}
