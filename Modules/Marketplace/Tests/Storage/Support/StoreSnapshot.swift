import MarketplaceModels
import Models
import Storage
import StorageTesting
import UseCases

@testable import MarketplaceStorage

/// Everything a purchase can change, read through the public repositories, for before/after comparisons.
struct StoreSnapshot: Equatable {
    var balance: Money
    var item: Item?
    var isItemSold: Bool?
    var transactions: [Transaction]

    /// The demo user's balance and transactions and item `item` as they are now.
    static func take(
        _ database: AppDatabase, item: Item.ID, buyer: User.ID = StorageFixtures.demo
    ) async throws -> StoreSnapshot {
        let item = try await database.items.item(id: item)
        return StoreSnapshot(
            balance: try await database.accounts.balance(of: buyer),
            item: item,
            isItemSold: item?.isSold,
            transactions: try await database.transactions.transactions(buyer: buyer)
        )
    }
}
