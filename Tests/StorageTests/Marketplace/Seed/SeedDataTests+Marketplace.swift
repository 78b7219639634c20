import Foundation
import MarketplaceModels
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

/// The worked example's part of `SeedDataTests` (make new-app leaves this file out).
extension SeedDataTests {
    @Test func theDemoAccountOpensWithTenThousandYenAndNoPurchase() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])
        let account = try #require(try await database.accounts.account(email: StorageFixtures.demoEmail))

        #expect(try await database.accounts.balance(of: account.user.id) == .yen(10_000), "the opening balance")
        #expect(try await database.transactions.transactions(buyer: account.user.id).isEmpty)
    }

    @Test func theCatalogHasAtLeast45ItemsNumberedFromOne() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, total) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(total == 48)
        #expect(items.map(\.id.rawValue) == Array(1...48))
        #expect(items.allSatisfy { $0.price.currency == .jpy && $0.price.minorUnits > 0 })
        #expect(Set(items.map(\.name)).count == items.count)
    }

    @Test func pricesRangeFromAFewHundredYenToBeyondTheOpeningBalance() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, _) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)
        let expensive = items.filter { $0.price > .yen(10_000) }

        #expect(expensive.map(\.id.rawValue) == [6, 15, 30])
        #expect(expensive.map(\.price) == [.yen(12_000), .yen(25_000), .yen(48_000)])
        #expect(items.map(\.price).min() == .yen(600))
        let third = try #require(items.first { $0.id == Item.ID(3) })
        #expect(third.price < .yen(10_000))
        #expect(!third.isSold)
    }

    @Test func exactlyTwoItemsAreAlreadySold() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, _) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(items.filter(\.isSold).map(\.id.rawValue) == [5, 19])
    }

    @Test func someNamesAndSellersAreNotASCII() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, _) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(items.contains { $0.name == "Café au lait bowl" })
        #expect(items.contains { $0.name == "Kyūsu teapot 急須" })
        #expect(items.filter { !$0.name.allSatisfy(\.isASCII) }.count >= 5)
        #expect(items.contains { !$0.seller.allSatisfy(\.isASCII) })
    }

    @Test func seedingIsDeterministic() async throws {
        let first = try StorageFixtures.inMemory(parts: [.marketplace])
        let second = try StorageFixtures.inMemory(parts: [.marketplace])

        let firstItems = try await first.items.items(matching: nil, offset: 0, limit: 1_000)
        let secondItems = try await second.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(firstItems.items == secondItems.items)
        #expect(firstItems.items.count == 48)
    }
}
