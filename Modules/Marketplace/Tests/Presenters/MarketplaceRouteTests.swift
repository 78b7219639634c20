import MarketplaceModels
import MarketplacePresenters
import Models
import Presenters
import Testing

@Suite(.timeLimit(.minutes(1))) struct MarketplaceRouteTests {
    @Test func aPathWithAnIdNamesItsRouteWhateverItsCaseAndItsExtraSlashes() {
        #expect(MarketplaceRoute.table.route(forPath: "/Items//3/") == .marketplace(.item(Item.ID(3))))
        #expect(MarketplaceRoute.table.route(forPath: "TRANSACTIONS/12") == .marketplace(.transaction(Transaction.ID(12))))
    }

    @Test func eachRouteHasItsPathAndTheStackADeepLinkBuilds() {
        let item = MainRoute.marketplace(.item(Item.ID(3)))
        #expect(item.path == "items/3")
        let routes = MainRoute.coreTable + MarketplaceRoute.table
        #expect(routes.stack(for: item) == [.home, .marketplace(.items), item])
        #expect(
            routes.stack(for: .marketplace(.transaction(Transaction.ID(12)))).map(\.path) == ["home", "transactions", "transactions/12"])
    }

    @Test func aRouteOfTheMarketplaceIsNoRouteOfAnotherTypeAndEqualsOnlyItself() {
        let item = MainRoute.marketplace(.item(Item.ID(3)))
        #expect(item.feature(MarketplaceRoute.self) == .item(Item.ID(3)))
        #expect(item != .marketplace(.item(Item.ID(4))) && item != .marketplace(.items) && item != .home)
        #expect(Set([item, .marketplace(.item(Item.ID(3))), .home]).count == 2)
    }
}
