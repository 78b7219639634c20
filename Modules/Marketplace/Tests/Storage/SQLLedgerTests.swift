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

/// Every write here runs in a `WorldWithNeighbours` and expects the neighbours' rows unchanged after it.
@Suite(.timeLimit(.minutes(1))) struct SQLLedgerTests {
    let world: WorldWithNeighbours
    var database: AppDatabase { world.database }
    let demo = StorageFixtures.demo

    init() async throws {
        world = try await WorldWithNeighbours()
    }

    // MARK: - Purchases through DefaultPurchaseUseCase

    @Test func aPurchaseDebitsExactlyThePriceMarksTheItemSoldAndRecordsOneTransaction() async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(3)])
        let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })

        let transaction = try await purchase.buy(Item.ID(3), demo)

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000 - 3_800))
        #expect(try await database.items.item(id: Item.ID(3))?.isSold == true)
        #expect(try await database.transactions.transactions(buyer: demo) == [transaction])
        #expect(transaction.amount == .yen(3_800))
        #expect(transaction.balanceAfter == .yen(6_200))
        #expect(transaction.date == StorageFixtures.fixedDate)
        #expect(try world.neighbourhood(besides: [Item.ID(3)]) == neighbours, "the neighbours are as they were")
    }

    @Test func aKeyIsKeptWithItsPurchaseSoARetryFromAnotherConnectionReplaysIt() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let key = try #require(IdempotencyKey("retry-me"))
        let world = try await WorldWithNeighbours(
            database: AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace]))
        let neighbours = try world.neighbourhood(besides: [Item.ID(3)])
        let first = try await PurchaseUseCase.live(ledger: world.database.ledger).buyOnce(Item.ID(3), demo, key)
        let other = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])
        let retry = try await PurchaseUseCase.live(ledger: other.ledger).buyOnce(Item.ID(3), demo, key)
        #expect(retry == LedgerEntry(transaction: first.transaction, isReplay: true))
        #expect(try await other.accounts.balance(of: demo) == .yen(6_200))
        #expect(try await other.transactions.transactions(buyer: demo).count == 1)
        await #expect(throws: ServiceError.idempotencyKeyReused) {
            try await PurchaseUseCase.live(ledger: other.ledger).buyOnce(Item.ID(4), demo, key)
        }
        #expect(try world.neighbourhood(besides: [Item.ID(3)]) == neighbours, "the neighbours are as they were")
    }

    /// A COMMIT that fails with an I/O error (a refused fsync) may still have reached the disk: the WAL holds the
    /// commit, and the next open of the file finds it. Such a purchase was said "not charged"
    /// (`PurchaseError.store(.ioFailure)`); it is of unknown outcome, and the retry with its key finds it or makes it.
    @Test func aPurchaseWhoseCommitFailsWithAnIOErrorIsOfUnknownOutcomeNeverNotCharged() async throws {
        let key = try #require(IdempotencyKey("commit-fails"))
        try await database.writer.writeWithoutTransaction { db in
            db.add(transactionObserver: FailingCommit(), extent: .nextTransaction)
        }
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        await #expect(throws: ServiceError.outcomeUnknown(server: nil)) { try await purchase.buyOnce(Item.ID(3), demo, key) }
        let retried = try await purchase.buyOnce(Item.ID(3), demo, key)
        #expect(retried.transaction.item == Item.ID(3))
        #expect(try await database.accounts.balance(of: demo) == .yen(6_200), "charged once")
    }

    /// A key belongs to its buyer: the same key from another user is a purchase of their own, never a replay
    /// of the neighbour's (which would hand them the neighbour's receipt and charge nobody).
    @Test func theSameKeyFromAnotherBuyerIsAPurchaseOfTheirOwn() async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(3)])
        let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })

        let entry = try await purchase.buyOnce(Item.ID(3), demo, WorldWithNeighbours.neighboursKey)

        #expect(!entry.isReplay)
        #expect(entry.transaction.buyer == demo && entry.transaction.item == Item.ID(3))
        #expect(try await database.accounts.balance(of: demo) == .yen(6_200))
        #expect(try await database.transactions.transactions(buyer: demo) == [entry.transaction])
        #expect(try world.neighbourhood(besides: [Item.ID(3)]) == neighbours, "the neighbours are as they were")
    }

    @Test func spendingTheWholeBalanceLeavesZeroAndThenNothingMoreCanBeBought() async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(1), Item.ID(9)])
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        _ = try await purchase.buy(Item.ID(1), demo)  // ¥8,500
        _ = try await purchase.buy(Item.ID(9), demo)  // ¥1,500
        let before = try await StoreSnapshot.take(database, item: Item.ID(44))

        await #expect(throws: PurchaseError.insufficientFunds(price: .yen(600), balance: .yen(0))) {
            try await purchase.buy(Item.ID(44), demo)
        }

        #expect(before.balance == .yen(0))
        #expect(try await StoreSnapshot.take(database, item: Item.ID(44)) == before)
        #expect(try world.neighbourhood(besides: [Item.ID(1), Item.ID(9)]) == neighbours, "the neighbours are as they were")
    }

    @Test func buyingASoldItemChangesNothing() async throws {
        let neighbours = try world.neighbourhood()
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let before = try await StoreSnapshot.take(database, item: Item.ID(5))

        await #expect(throws: PurchaseError.alreadySold) {
            try await purchase.buy(Item.ID(5), demo)
        }

        #expect(before.isItemSold == true)
        #expect(try await StoreSnapshot.take(database, item: Item.ID(5)) == before)
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func buyingTheSameItemTwiceChargesOnce() async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(3)])
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        _ = try await purchase.buy(Item.ID(3), demo)
        let before = try await StoreSnapshot.take(database, item: Item.ID(3))

        await #expect(throws: PurchaseError.alreadySold) {
            try await purchase.buy(Item.ID(3), demo)
        }

        #expect(try await StoreSnapshot.take(database, item: Item.ID(3)) == before)
        #expect(before.balance == .yen(6_200))
        #expect(before.transactions.count == 1)
        #expect(try world.neighbourhood(besides: [Item.ID(3)]) == neighbours, "the neighbours are as they were")
    }

    @Test func buyingWithInsufficientBalanceChangesNothing() async throws {
        let neighbours = try world.neighbourhood()
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let before = try await StoreSnapshot.take(database, item: Item.ID(6))

        await #expect(throws: PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000))) {
            try await purchase.buy(Item.ID(6), demo)
        }

        #expect(before.isItemSold == false)
        #expect(try await StoreSnapshot.take(database, item: Item.ID(6)) == before)
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func buyingAnUnknownItemChangesNothing() async throws {
        let neighbours = try world.neighbourhood()
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let before = try await StoreSnapshot.take(database, item: Item.ID(999))

        await #expect(throws: PurchaseError.itemNotFound) {
            try await purchase.buy(Item.ID(999), demo)
        }

        #expect(try await StoreSnapshot.take(database, item: Item.ID(999)) == before)
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    // MARK: - Atomicity: a fault at any step rolls back every write

    @Test(arguments: PurchaseStep.allCases, FaultTiming.allCases)
    func aFaultAtAnyStepLeavesBalanceItemAndTransactionsAsBefore(step: PurchaseStep, timing: FaultTiming) async throws {
        let neighbours = try world.neighbourhood(besides: [Item.ID(3)])
        let log = StepLog()
        let faulty = PurchaseUseCase.live(
            ledger: FaultyLedger(base: database.ledger, failingStep: step, timing: timing, log: log),
            now: { StorageFixtures.fixedDate }
        )
        let before = try await StoreSnapshot.take(database, item: Item.ID(3))

        await #expect(throws: PurchaseError.serviceUnavailable) {
            try await faulty.buy(Item.ID(3), demo)
        }

        // The writes before the fault really reached the database inside the transaction…
        let order = PurchaseStep.allCases
        let index = try #require(order.firstIndex(of: step))
        let reached = Array(order[..<(timing == .afterWriting ? index + 1 : index)])
        #expect(log.recorded == reached)
        // …and none of them is left after it.
        let after = try await StoreSnapshot.take(database, item: Item.ID(3))
        #expect(after == before)
        #expect(after.balance == .yen(10_000))
        #expect(after.isItemSold == false)
        #expect(after.transactions.isEmpty)
        // Nothing half-done blocks a real purchase afterwards.
        let retry = try await PurchaseUseCase.live(ledger: database.ledger).buy(Item.ID(3), demo)
        #expect(retry.balanceAfter == .yen(6_200))
        #expect(try world.neighbourhood(besides: [Item.ID(3)]) == neighbours, "the neighbours are as they were")
    }

    // MARK: - The ledger itself

    @Test func writeCommitsAndReturnsTheWorksResult() async throws {
        let neighbours = try world.neighbourhood()
        let demo = demo
        let result = try await database.ledger.write { store in
            try store.setBalance(.yen(9_000), of: demo)
            return try store.balance(of: demo)
        }

        #expect(result == .yen(9_000))
        #expect(try await database.accounts.balance(of: demo) == .yen(9_000))
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func writeRethrowsTheWorksErrorAndKeepsNothing() async throws {
        let neighbours = try world.neighbourhood()
        let demo = demo
        await #expect(throws: InjectedFault(step: .markSold)) {
            try await database.ledger.write { store in
                try store.setBalance(.yen(1), of: demo)
                try store.markSold(Item.ID(3), to: demo)
                throw InjectedFault(step: .markSold)
            }
        }

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000))
        #expect(try await database.items.item(id: Item.ID(3))?.isSold == false)
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func markingASoldItemSoldAgainIsRefused() async throws {
        let neighbours = try world.neighbourhood()
        let demo = demo
        await #expect(throws: LedgerWriteError.itemAlreadySold(Item.ID(5))) {
            try await database.ledger.write { store in try store.markSold(Item.ID(5), to: demo) }
        }
        await #expect(throws: ServiceError.notFound) {
            try await database.ledger.write { store in try store.markSold(Item.ID(999), to: demo) }
        }
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func aNegativeBalanceIsRefusedAndRolledBack() async throws {
        let neighbours = try world.neighbourhood()
        let demo = demo
        await #expect(throws: (any Error).self) {
            try await database.ledger.write { store in try store.setBalance(.yen(-1), of: demo) }
        }

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000))
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func aBalanceInAnotherCurrencyIsRefused() async throws {
        let neighbours = try world.neighbourhood()
        let demo = demo
        await #expect(throws: LedgerWriteError.currencyMismatch(expected: "JPY", actual: "USD")) {
            try await database.ledger.write { store in
                try store.setBalance(Money(minorUnits: 100, currency: .usd), of: demo)
            }
        }

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000))
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func anUnknownBuyerIsNotFound() async throws {
        let neighbours = try world.neighbourhood()
        await #expect(throws: ServiceError.notFound) {
            try await database.ledger.write { store in try store.balance(of: User.ID(42)) }
        }
        await #expect(throws: ServiceError.notFound) {
            try await database.ledger.write { store in try store.setBalance(.yen(1), of: User.ID(42)) }
        }
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }

    @Test func aTransactionForAnUnknownBuyerIsRefusedByTheForeignKey() async throws {
        let neighbours = try world.neighbourhood()
        let draft = TransactionDraft(
            buyer: User.ID(42), item: Item.ID(3), itemName: "Kyūsu teapot 急須", seller: "Haruka S.",
            amount: .yen(3_800), balanceAfter: .yen(0), date: StorageFixtures.fixedDate
        )

        await #expect(throws: (any Error).self) {
            try await database.ledger.write { store in try store.recordTransaction(draft) }
        }

        #expect(try await database.transactions.transactions(buyer: User.ID(42)).isEmpty)
        #expect(try world.neighbourhood() == neighbours, "the neighbours are as they were")
    }
}

/// Fails the next COMMIT as a refused fsync does (the observer's error rolls the transaction back, and comes
/// through as the COMMIT's).
private final class FailingCommit: TransactionObserver {
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseWillCommit() throws { throw DatabaseError(resultCode: .SQLITE_IOERR_FSYNC) }
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
}
