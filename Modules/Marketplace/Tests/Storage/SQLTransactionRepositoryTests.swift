import Foundation
import MarketplaceModels
import MarketplaceUseCases
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

/// Purchases here are made in a `WorldWithNeighbours`: a list is the buyer's own, and the neighbours' rows
/// are left as they were.
@Suite(.timeLimit(.minutes(1))) struct SQLTransactionRepositoryTests {
    let world: WorldWithNeighbours
    var database: AppDatabase { world.database }

    init() async throws {
        world = try await WorldWithNeighbours()
    }

    @Test func transactionsComeNewestFirst() async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(44), Item.ID(3), Item.ID(10)])
        let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })

        let bought = [
            try await purchase.buy(Item.ID(44), StorageFixtures.demo),
            try await purchase.buy(Item.ID(3), StorageFixtures.demo),
            try await purchase.buy(Item.ID(10), StorageFixtures.demo),
        ]
        let listed = try await database.transactions.transactions(buyer: StorageFixtures.demo)

        #expect(listed == bought.reversed())
        #expect(listed.map(\.item.rawValue) == [10, 3, 44])
        #expect(listed.map(\.id) == listed.map(\.id).sorted(by: >))
        let balances: [Money] = [.yen(4_700), .yen(5_600), .yen(9_400)]  // ¥10,000 − ¥600, − ¥3,800, − ¥900
        #expect(listed.map(\.balanceAfter) == balances)
        #expect(try world.neighbourhood(besides: [Item.ID(44), Item.ID(3), Item.ID(10)]) == neighbours)
    }

    @Test func aTransactionReadsBackExactlyAsRecorded() async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(3)])
        let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })

        let bought = try await purchase.buy(Item.ID(3), StorageFixtures.demo)
        let found = try await database.transactions.transaction(id: bought.id)

        #expect(found == bought)
        #expect(
            bought
                == Transaction(
                    id: bought.id, buyer: StorageFixtures.demo, item: Item.ID(3), itemName: "Kyūsu teapot 急須",
                    seller: "Haruka S.", amount: .yen(3_800), balanceAfter: .yen(6_200), date: StorageFixtures.fixedDate
                ))
        #expect(try world.neighbourhood(besides: [Item.ID(3)]) == neighbours)
    }

    @Test func anUnknownIdOrBuyerFindsNothing() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let bought = try await purchase.buy(Item.ID(3), StorageFixtures.demo)

        #expect(try await database.transactions.transaction(id: Transaction.ID(bought.id.rawValue + 1)) == nil)
        #expect(try await database.transactions.transactions(buyer: WorldWithNeighbours.stranger).isEmpty)
        #expect(try await database.transactions.transactions(buyer: User.ID(42)).isEmpty)
    }

    /// A buyer's list holds their own purchases only, and each of the neighbour's is theirs.
    @Test func aListHoldsOnlyItsBuyersPurchases() async throws {
        let bought = try await PurchaseUseCase.live(ledger: database.ledger).buy(Item.ID(3), StorageFixtures.demo)

        #expect(try await database.transactions.transactions(buyer: StorageFixtures.demo) == [bought])
        let theirs = try await database.transactions.transactions(buyer: WorldWithNeighbours.neighbour)
        #expect(theirs.map(\.item) == WorldWithNeighbours.neighboursItems.reversed())
        #expect(theirs.allSatisfy { $0.buyer == WorldWithNeighbours.neighbour })
    }
}
