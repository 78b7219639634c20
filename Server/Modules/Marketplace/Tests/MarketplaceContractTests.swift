import Foundation
import MarketplaceModels
import MarketplaceUseCases
import Models
import PostgresNIO
import PostgresStorage
import Server
import ServerTesting
import Testing
import UseCases

/// The marketplace's repositories and use cases on every store (`ContractTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceContractTests: ServerSuite {
    /// The marketplace's live use cases on `store`, on the suite's fixed clock.
    static func marketplace(_ store: ServerStore) -> MarketplaceUseCases { useCases(store).environment.marketplace }

    static func key(_ text: String) throws -> IdempotencyKey { try #require(IdempotencyKey(text)) }

    @Test(arguments: Backend.available)
    func pagesAndSearchReadTheSameOnEveryStore(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let items = Self.marketplace(store).items
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
            // ASCII's full-width forms, as a Japanese input method types them, in a name or in a search: the
            // name written full-width was no longer found once the search was narrowed.
            try await store.execute(["UPDATE items SET name = 'Kyūsu（ＬＬ）' WHERE id = 2"])
            for search in ["（ＬＬ）", "(ll)", "ｋｙūｓｕ（"] {
                #expect(try await items.page(1, search).elements.map(\.id.rawValue) == [2], "\(search)")
            }
        }
    }

    @Test(arguments: Backend.available)
    func whatIsNotThereIsNotFound(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
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
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
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
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
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
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
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

    /// The eight cheapest items the demo can buy, which cost ¥7,250 together (of its ¥10,000).
    static let cheapItems: [Int64] = [44, 31, 34, 10, 47, 22, 21, 2]

    /// Every row a purchase writes is held against the others, not only the item: one buyer's purchases of
    /// different items at once each debit the balance the last one left (none reads a balance another is
    /// about to change).
    @Test(arguments: Backend.available)
    func oneBuyersConcurrentPurchasesOfDifferentItemsEachDebitTheBalance(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
            let entries = try await Self.eightAtOnce { index in
                try await useCases.purchase.buyOnce(Item.ID(Self.cheapItems[index]), Self.demo, try Self.key("item-\(index)"))
            }
            #expect(entries.allSatisfy { !$0.isReplay })
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(10_000 - 7_250), "each purchase debited")
            let balances = Set(entries.map(\.transaction.balanceAfter))
            #expect(balances.count == 8, "each saw the balance the one before it left")
            #expect(try await useCases.transactions.list(Self.demo).count == 8)
        }
    }

    /// Two first attempts with one key race to record it: one buys, the others are refused as a reused key
    /// for another item; none is a 503.
    @Test(arguments: Backend.available)
    func firstAttemptsWithOneKeyForDifferentItemsBuyOneAndRefuseTheRest(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
            let key = try Self.key("one-key-many-items")
            let outcomes = try await Self.eightAtOnce { index -> Result<LedgerEntry, ServiceError> in
                do { return .success(try await useCases.purchase.buyOnce(Item.ID(Self.cheapItems[index]), Self.demo, key)) } catch let error
                    as ServiceError
                {
                    return .failure(error)
                }
            }
            let made = outcomes.compactMap { if case let .success(entry) = $0 { entry } else { nil } }
            #expect(made.count == 1)
            #expect(outcomes.filter { $0 == .failure(.idempotencyKeyReused) }.count == 7, "\(outcomes)")
            let price = try #require(made.first).transaction.amount.minorUnits
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(10_000 - price), "charged once")
        }
    }

    /// The same race made certain on PostgreSQL: the buyer's row is held while eight first attempts with one
    /// key start, so each reads the key's purchases before any is made; let go, one buys and the others,
    /// meeting the winner's key as they record theirs, find it and are refused as a reused key (not a 503).
    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL"))
    func firstAttemptsWithOneKeyThatAllReadBeforeAnyIsMadeStillBuyOne() async throws {
        try await Backend.withPostgres(Self.features) { store async throws in
            let useCases = Self.marketplace(.postgres(store))
            let key = try Self.key("one-key-held")
            try await store.client.withConnection { holder in
                try await holder.query("BEGIN", logger: Backend.logger)
                try await holder.query("SELECT 1 FROM accounts WHERE id = \(Self.demo.rawValue) FOR UPDATE", logger: Backend.logger)
                try await withThrowingTaskGroup(of: Result<LedgerEntry, ServiceError>.self) { group in
                    for index in 0..<8 {
                        group.addTask {
                            do {
                                return .success(try await useCases.purchase.buyOnce(Item.ID(Self.cheapItems[index]), Self.demo, key))
                            } catch let error as ServiceError {
                                return .failure(error)
                            }
                        }
                    }
                    // Every attempt waits for the buyer's row, each having read the key's purchases already.
                    while try await Self.waitingForALock(store.client) < 8 {
                        try Task.checkCancellation()  // the suite's time limit ends it
                        await Task.yield()
                    }
                    try await holder.query("COMMIT", logger: Backend.logger)
                    let outcomes = try await group.reduce(into: []) { $0.append($1) }
                    #expect(outcomes.filter { if case .success = $0 { true } else { false } }.count == 1)
                    #expect(outcomes.filter { $0 == .failure(.idempotencyKeyReused) }.count == 7, "\(outcomes)")
                }
            }
        }
    }

    /// How many statements of this database wait for a lock now (asked outside the holder's transaction,
    /// which would see the same snapshot of the statistics each time).
    static func waitingForALock(_ client: PostgresClient) async throws -> Int {
        let rows = try await client.query(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'", logger: Backend.logger)
        for try await count in rows.decode(Int64.self) { return Int(count) }
        return 0
    }

    @Test(arguments: Backend.available)
    func aReplayedKeyReturnsTheOriginalAndAReusedKeyIsRefused(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
            let key = try Self.key("6F1C2A8E-0B5D-4B43-9A55-1A2B3C4D5E6F")
            let first = try await useCases.purchase.buyOnce(Item.ID(3), Self.demo, key)
            // Eight retries at once, as a client whose connection dropped might send them.
            let retries = try await Self.eightAtOnce { _ in try await useCases.purchase.buyOnce(Item.ID(3), Self.demo, key) }
            #expect(retries.allSatisfy { $0 == LedgerEntry(transaction: first.transaction, isReplay: true) })
            await #expect(throws: ServiceError.idempotencyKeyReused) { try await useCases.purchase.buyOnce(Item.ID(4), Self.demo, key) }
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(6_200), "charged once")
            #expect(try await !useCases.items.item(Item.ID(4)).isSold)
            #expect(try await useCases.transactions.list(Self.demo).count == 1)
        }
    }

    @Test(arguments: Backend.available)
    func eightFirstAttemptsWithOneKeyMakeOnePurchase(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let useCases = Self.marketplace(store)
            let key = try Self.key("same-key")
            let entries = try await Self.eightAtOnce { _ in try await useCases.purchase.buyOnce(Item.ID(7), Self.demo, key) }
            #expect(entries.filter { !$0.isReplay }.count == 1)
            #expect(Set(entries.map(\.transaction.id)).count == 1)
            #expect(try await useCases.wallet.balance(Self.demo) == .yen(10_000 - 2_900))
        }
    }
}
