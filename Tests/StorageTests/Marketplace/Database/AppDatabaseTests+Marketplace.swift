import Foundation
import GRDB
import MarketplaceModels
import MarketplaceUseCases
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

/// The worked example's part of `AppDatabaseTests` (make new-app leaves this file out).
extension AppDatabaseTests {
    @Test func reopeningAFileKeepsAPurchaseMadeBefore() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let bought: Transaction
        do {
            let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])
            let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })
            bought = try await purchase.buy(Item.ID(3), StorageFixtures.demo)
        }

        let reopened = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])

        #expect(try await reopened.accounts.balance(of: StorageFixtures.demo) == .yen(10_000 - 3_800))
        #expect(try await reopened.items.item(id: Item.ID(3))?.isSold == true)
        #expect(try await reopened.transactions.transactions(buyer: StorageFixtures.demo) == [bought])
        #expect(try await reopened.items.items(matching: nil, offset: 0, limit: 1_000).totalCount == 48)
    }

    @Test func twoInMemoryDatabasesAreIndependent() async throws {
        let first = try StorageFixtures.inMemory(parts: [.marketplace])
        let second = try StorageFixtures.inMemory(parts: [.marketplace])

        _ = try await PurchaseUseCase.live(ledger: first.ledger).buy(Item.ID(3), StorageFixtures.demo)

        #expect(try await first.accounts.balance(of: StorageFixtures.demo) == .yen(6_200))
        #expect(try await second.accounts.balance(of: StorageFixtures.demo) == .yen(10_000))
        #expect(try await second.items.item(id: Item.ID(3))?.isSold == false)
    }

    @Test func concurrentPurchasesOfOneItemSellItOnce() async throws {
        let temporary = try TemporaryDirectory()
        let database = try AppDatabase.file(at: temporary.path("bazaar.sqlite"), hasher: StorageFixtures.hasher, parts: [.marketplace])
        let purchase = PurchaseUseCase.live(ledger: database.ledger)

        let outcomes = await withTaskGroup(of: Result<Transaction, PurchaseError>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    do { return .success(try await purchase.buy(Item.ID(3), StorageFixtures.demo)) } catch let error as PurchaseError {
                        return .failure(error)
                    } catch { return .failure(.serviceUnavailable) }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(outcomes.filter { if case .success = $0 { true } else { false } }.count == 1)
        #expect(outcomes.filter { $0 == .failure(.alreadySold) }.count == 3)
        #expect(try await database.accounts.balance(of: StorageFixtures.demo) == .yen(6_200))
        #expect(try await database.transactions.transactions(buyer: StorageFixtures.demo).count == 1)
    }
}
