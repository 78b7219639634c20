import API
import MarketplaceAPI
import MarketplaceModels
import Models
import RemoteTesting
import Testing

/// The marketplace's problems (`MarketplaceProblems`): each of its errors crosses as its own code and comes
/// back as itself, with the price and balance it was refused on. (A purchase whose outcome is not known is
/// `ServiceError.outcomeUnknown`, the skeleton's.)
@Suite(.timeLimit(.minutes(1))) struct MarketplaceProblemTests {
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
        #expect(
            try ProblemChecks.expectEachComesBackAsItself(Self.marketplaceErrors, features: [MarketplaceProblems.self])
                == Self.marketplaceCodes)
    }

    /// Its codes a failure of the service answers with (503); every other is the client's (4xx).
    @Test func everyCodeOfTheContractIsTheSkeletonsOrTheMarketplaces() {
        #expect(Set(Components.Schemas.ProblemCode.allCases) == Components.Schemas.ProblemCode.skeletonCodes.union(Self.marketplaceCodes))
        #expect(Components.Schemas.ProblemCode.skeletonCodes.isDisjoint(with: Self.marketplaceCodes))
    }

    @Test func onlyAMarketplaceFailureOfTheServiceItselfIsA5xx() {
        ProblemChecks.expectOnlyServiceFailuresAre5xx(
            among: Self.marketplaceCodes, [.unknownCurrency], features: [MarketplaceProblems.self])
    }

    @Test func aPurchaseFailureThatSaysWhatAnotherErrorSaysSharesItsCode() {
        let features: [any FeatureProblems.Type] = [MarketplaceProblems.self]
        #expect(Components.Schemas.Problem(for: PurchaseError.serviceUnavailable, features: features).code == .unavailable)
        #expect(Components.Schemas.Problem(for: PurchaseError.store(.busy), features: features).code == .storeBusy)
        #expect(Components.Schemas.Problem(for: PurchaseError.alreadySold, features: features).status == 409)
        #expect(Components.Schemas.Problem(for: PurchaseError.alreadySold).code == .unavailable, "a feature not given is not known")
        // A price in a currency the app does not know refuses a purchase (PurchaseError.store) as it refuses
        // showing a balance: it was a bare `unavailable`, its code and currency lost.
        let unknown = Components.Schemas.Problem(for: PurchaseError.store(.unknownCurrency(code: "XTS")), features: features)
        #expect((unknown.code, unknown.currency) == (.unknownCurrency, "XTS"))
    }
}
