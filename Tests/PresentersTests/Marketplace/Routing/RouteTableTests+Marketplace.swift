import Models
import Presenters
import Testing

/// The worked example's part of `RouteTableTests` (make new-app leaves this file out).
extension RouteTableTests {
    @Test func aPathWithAnIdNamesItsRouteWhateverItsCaseAndItsExtraSlashes() {
        #expect(MainRoute.table.route(forPath: "/Items//3/") == .item(Item.ID(3)))
        #expect(MainRoute.table.route(forPath: "TRANSACTIONS/12") == .transaction(Transaction.ID(12)))
    }
}
