import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct ErrorMessageTests {
    @Test func everyErrorIsOneLineAPersonCanActOn() {
        // example-begin
        let example = [
            PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)), .alreadySold, .itemNotFound, .serviceUnavailable,
            .currencyMismatch(price: Money(minorUnits: 100, currency: .usd), balance: .yen(10_000)),
        ].map(\.description)
        // example-else
        // let example: [String] = []
        // example-end
        let messages =
            [LoginError.invalidCredentials, .invalidEmail, .emptyPassword, .serviceUnavailable].map(\.description)
            + [ServiceError.notFound, .unavailable].map(\.description) + example
        for message in messages {
            #expect(!message.isEmpty && !message.contains("\n") && message.hasSuffix("."), "\(message)")
        }
        // example-begin
        #expect(
            PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)).description
                == "Insufficient balance: the item costs ¥12,000 and your balance is ¥10,000.")
        #expect(
            PurchaseError.currencyMismatch(price: Money(minorUnits: 100, currency: .usd), balance: .yen(10_000)).description
                == "This item is priced in USD and your balance is in JPY, so it cannot be bought with it. You were not charged.")
        // example-end
    }
}
