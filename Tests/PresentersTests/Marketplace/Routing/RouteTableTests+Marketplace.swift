import MarketplaceModels
import MarketplaceUseCases
import Models
import Presenters
import Testing

/// The worked example's part of `RouteTableTests` (make new-app leaves this file out).
extension RouteTableTests {
    @Test func aPathWithAnIdNamesItsRouteWhateverItsCaseAndItsExtraSlashes() {
        #expect(MainRoute.table.route(forPath: "/Items//3/") == .marketplace(.item(Item.ID(3))))
        #expect(MainRoute.table.route(forPath: "TRANSACTIONS/12") == .marketplace(.transaction(Transaction.ID(12))))
    }
}
