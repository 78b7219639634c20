import MarketplaceModels
import Models
import Testing

@testable import API

/// The marketplace's problems (`MarketplaceProblems`): each of its errors crosses as its own code and comes
/// back as itself, with the price and balance it was refused on. (A purchase whose outcome is not known is
/// `ServiceError.outcomeUnknown`, the skeleton's.)
extension ProblemMappingTests {
    static let marketplaceErrors: [any Error & Equatable] = [
        ServiceError.store(.unknownCurrency(code: "XTS")),
        PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000)),
        PurchaseError.currencyMismatch(price: Money(minorUnits: 100, currency: .usd), balance: .yen(10_000)),
        PurchaseError.alreadySold, PurchaseError.itemNotFound,
    ]

    /// The codes the marketplace's mapping claims.
    static let marketplaceCodes = Set(
        Components.Schemas.ProblemCode.allCases.filter { MarketplaceProblems.statusAndTitle(of: $0) != nil })

    @Test func eachMarketplaceErrorComesBackAsItselfWithItsOwnWords() throws {
        #expect(try Self.expectEachComesBackAsItself(Self.marketplaceErrors) == Self.marketplaceCodes)
    }

    /// Its codes a failure of the service answers with (503); every other is the client's (4xx).
    @Test func onlyAMarketplaceFailureOfTheServiceItselfIsA5xx() {
        Self.expectOnlyServiceFailuresAre5xx(among: Self.marketplaceCodes, [.unknownCurrency])
    }

    @Test func aPurchaseFailureThatSaysWhatAnotherErrorSaysSharesItsCode() {
        #expect(Components.Schemas.Problem(for: PurchaseError.serviceUnavailable).code == .unavailable)
        #expect(Components.Schemas.Problem(for: PurchaseError.store(.busy)).code == .storeBusy)
        #expect(Components.Schemas.ProblemCode.insufficientFunds.status == 409)
    }
}
