import Foundation
import Models
import Server
import Testing
import UseCases

extension ContractTests {
    static func key(_ text: String) throws -> IdempotencyKey { try #require(IdempotencyKey(text)) }

    @Test(arguments: Backend.available)
    func pagesAndSearchReadTheSameOnEveryStore(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let items = Self.useCases(stores).items
            let first = try await items.page(1, nil)
            #expect(first.elements.map(\.id.rawValue) == Array(1...10))
            #expect((first.totalCount, first.pageCount) == (48, 5))
            let last = try await items.page(5, nil)
            #expect(last.elements.map(\.id.rawValue) == Array(41...48))
            #expect(try await items.page(.max, nil).elements.isEmpty)
            let teapot = try await items.page(1, "KYŪSU")
            #expect(teapot.elements.map(\.name) == ["Kyūsu teapot 急須"], "case folded beyond ASCII")
            #expect(try await items.page(1, "急須").totalCount == 1)
            #expect(try await items.page(1, "ōmi").elements.map(\.seller).allSatisfy { $0 == "Atelier Ōmi" })
            #expect(try await items.page(1, "%").totalCount == 0, "a wildcard is an ordinary character")
            #expect(try await items.item(Item.ID(5)).isSold)
        }
    }

    @Test(arguments: Backend.available)
    func whatIsNotThereIsNotFound(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let useCases = Self.useCases(stores)
            await #expect(throws: ServiceError.notFound) { try await useCases.items.item(Item.ID(999)) }
            await #expect(throws: ServiceError.notFound) { try await useCases.transactions.transaction(Transaction.ID(1), Self.demo) }
            await #expect(throws: PurchaseError.itemNotFound) {
                try await useCases.purchase.buyOnce(Item.ID(999), Self.demo, try Self.key("a"))
            }
            await #expect(throws: ServiceError.notFound) { try await useCases.wallet.balance(User.ID(999)) }
        }
    }

    @Test(arguments: Backend.available)
    func aPurchaseDebitsMarksSoldAndRecordsTogether(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let useCases = Self.useCases(stores)
            let entry = try await useCases.purchase.buyOnce(Item.ID(3), Self.demo, try Self.key("teapot"))
            #expect(!entry.isReplay)
            #expect(entry.transaction.amount == .yen(3_800))
            #expect(entry.transaction.balanceAfter == .yen(6_200))
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(6_200))
            #expect(try await useCases.items.item(Item.ID(3)).isSold)
            #expect(try await useCases.transactions.list(Self.demo) == [entry.transaction])
            #expect(try await useCases.transactions.transaction(entry.transaction.id, Self.demo) == entry.transaction)
            await #expect(throws: ServiceError.notFound, "another user's purchase is not theirs to read") {
                try await useCases.transactions.transaction(entry.transaction.id, User.ID(2))
            }
            // Nothing else moved: the other items are unsold.
            let page = try await useCases.items.page(1, nil)
            #expect(page.elements.filter(\.isSold).map(\.id.rawValue) == [3, 5])
        }
    }

    @Test(arguments: Backend.available)
    func insufficientFundsAndASoldItemChangeNothing(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let useCases = Self.useCases(stores)
            await #expect(throws: PurchaseError.insufficientFunds(price: .yen(25_000), balance: .yen(10_000))) {
                try await useCases.purchase.buyOnce(Item.ID(15), Self.demo, try Self.key("guitar"))
            }
            await #expect(throws: PurchaseError.alreadySold) {
                try await useCases.purchase.buyOnce(Item.ID(5), Self.demo, try Self.key("jacket"))
            }
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(10_000))
            #expect(try await useCases.transactions.list(Self.demo).isEmpty)
            #expect(try await !useCases.items.item(Item.ID(15)).isSold)
        }
    }

    @Test(arguments: Backend.available)
    func eightConcurrentBuyersOfOneItemMakeExactlyOneSale(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let useCases = Self.useCases(stores)
            let outcomes = try await Self.eightAtOnce { buyer -> Result<LedgerEntry, PurchaseError> in
                let key = try Self.key("buyer-\(buyer)")
                do { return .success(try await useCases.purchase.buyOnce(Item.ID(3), Self.demo, key)) } catch let error as PurchaseError {
                    return .failure(error)
                }
            }
            #expect(outcomes.filter { if case .success = $0 { true } else { false } }.count == 1)
            #expect(outcomes.filter { $0 == .failure(.alreadySold) }.count == 7)
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(6_200), "one debit")
            #expect(try await useCases.transactions.list(Self.demo).count == 1)
        }
    }

    @Test(arguments: Backend.available)
    func aReplayedKeyReturnsTheOriginalAndAReusedKeyIsRefused(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let useCases = Self.useCases(stores)
            let key = try Self.key("6F1C2A8E-0B5D-4B43-9A55-1A2B3C4D5E6F")
            let first = try await useCases.purchase.buyOnce(Item.ID(3), Self.demo, key)
            // Eight retries at once, as a client whose connection dropped might send them.
            let retries = try await Self.eightAtOnce { _ in try await useCases.purchase.buyOnce(Item.ID(3), Self.demo, key) }
            #expect(retries.allSatisfy { $0 == LedgerEntry(transaction: first.transaction, isReplay: true) })
            await #expect(throws: PurchaseError.idempotencyKeyReused) { try await useCases.purchase.buyOnce(Item.ID(4), Self.demo, key) }
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(6_200), "charged once")
            #expect(try await !useCases.items.item(Item.ID(4)).isSold)
            #expect(try await useCases.transactions.list(Self.demo).count == 1)
        }
    }

    @Test(arguments: Backend.available)
    func eightFirstAttemptsWithOneKeyMakeOnePurchase(backend: Backend) async throws {
        try await backend.withStores { stores async throws in
            let useCases = Self.useCases(stores)
            let key = try Self.key("same-key")
            let entries = try await Self.eightAtOnce { _ in try await useCases.purchase.buyOnce(Item.ID(7), Self.demo, key) }
            #expect(entries.filter { !$0.isReplay }.count == 1)
            #expect(Set(entries.map(\.transaction.id)).count == 1)
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(10_000 - 2_900))
        }
    }
}
