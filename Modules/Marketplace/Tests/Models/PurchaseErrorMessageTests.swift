import MarketplaceModels
import Models
import TestSupport
import Testing

/// A refused purchase's words.
@Suite(.timeLimit(.minutes(1))) struct PurchaseErrorMessageTests {
    static let purchaseErrors = [
        PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)), .alreadySold, .itemNotFound, .serviceUnavailable,
        .currencyMismatch(price: Money(minorUnits: 100, currency: .usd), balance: .yen(10_000)),
    ]

    @Test func everyPurchaseErrorIsOneLineAPersonCanActOn() {
        for message in Self.purchaseErrors.map(\.description) { expectOneLineAPersonCanActOn(message) }
    }

    @Test func aRefusedPurchaseSaysWhatItCostsAndWhatYouHave() {
        #expect(
            PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)).description
                == "Insufficient balance: the item costs ¥12,000 and your balance is ¥10,000.")
        #expect(
            PurchaseError.currencyMismatch(price: Money(minorUnits: 100, currency: .usd), balance: .yen(10_000)).description
                == "This item is priced in USD and your balance is in JPY, so it cannot be bought with it. You were not charged.")
    }
}
