import Foundation
import Models
import Storage
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct SQLLedgerTests {
    let database: AppDatabase
    let demo = StorageFixtures.demo

    init() throws {
        database = try StorageFixtures.inMemory()
    }

    // MARK: - Purchases through DefaultPurchaseUseCase

    @Test func aPurchaseDebitsExactlyThePriceMarksTheItemSoldAndRecordsOneTransaction() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })

        let transaction = try await purchase.buy(Item.ID(3), demo)

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000 - 3_800))
        #expect(try await database.items.item(id: Item.ID(3))?.isSold == true)
        #expect(try await database.transactions.transactions(buyer: demo) == [transaction])
        #expect(transaction.amount == .yen(3_800))
        #expect(transaction.balanceAfter == .yen(6_200))
        #expect(transaction.date == StorageFixtures.fixedDate)
    }

    @Test func aKeyIsKeptWithItsPurchaseSoARetryFromAnotherConnectionReplaysIt() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let key = try #require(IdempotencyKey("retry-me"))
        let first = try await PurchaseUseCase.live(ledger: try AppDatabase.file(at: path, hasher: StorageFixtures.hasher).ledger)
            .buyOnce(Item.ID(3), demo, key)
        let other = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        let retry = try await PurchaseUseCase.live(ledger: other.ledger).buyOnce(Item.ID(3), demo, key)
        #expect(retry == LedgerEntry(transaction: first.transaction, isReplay: true))
        #expect(try await other.accounts.balance(of: demo) == .yen(6_200))
        #expect(try await other.transactions.transactions(buyer: demo).count == 1)
        await #expect(throws: PurchaseError.idempotencyKeyReused) {
            try await PurchaseUseCase.live(ledger: other.ledger).buyOnce(Item.ID(4), demo, key)
        }
    }

    @Test func spendingTheWholeBalanceLeavesZeroAndThenNothingMoreCanBeBought() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        _ = try await purchase.buy(Item.ID(1), demo)  // ¥8,500
        _ = try await purchase.buy(Item.ID(9), demo)  // ¥1,500
        let before = try await StoreSnapshot.take(database, item: Item.ID(44))

        await #expect(throws: PurchaseError.insufficientFunds(price: .yen(600), balance: .yen(0))) {
            try await purchase.buy(Item.ID(44), demo)
        }

        #expect(before.balance == .yen(0))
        #expect(try await StoreSnapshot.take(database, item: Item.ID(44)) == before)
    }

    @Test func buyingASoldItemChangesNothing() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let before = try await StoreSnapshot.take(database, item: Item.ID(5))

        await #expect(throws: PurchaseError.alreadySold) {
            try await purchase.buy(Item.ID(5), demo)
        }

        #expect(before.isItemSold == true)
        #expect(try await StoreSnapshot.take(database, item: Item.ID(5)) == before)
    }

    @Test func buyingTheSameItemTwiceChargesOnce() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        _ = try await purchase.buy(Item.ID(3), demo)
        let before = try await StoreSnapshot.take(database, item: Item.ID(3))

        await #expect(throws: PurchaseError.alreadySold) {
            try await purchase.buy(Item.ID(3), demo)
        }

        #expect(try await StoreSnapshot.take(database, item: Item.ID(3)) == before)
        #expect(before.balance == .yen(6_200))
        #expect(before.transactions.count == 1)
    }

    @Test func buyingWithInsufficientBalanceChangesNothing() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let before = try await StoreSnapshot.take(database, item: Item.ID(6))

        await #expect(throws: PurchaseError.insufficientFunds(price: .yen(12_000), balance: .yen(10_000))) {
            try await purchase.buy(Item.ID(6), demo)
        }

        #expect(before.isItemSold == false)
        #expect(try await StoreSnapshot.take(database, item: Item.ID(6)) == before)
    }

    @Test func buyingAnUnknownItemChangesNothing() async throws {
        let purchase = PurchaseUseCase.live(ledger: database.ledger)
        let before = try await StoreSnapshot.take(database, item: Item.ID(999))

        await #expect(throws: PurchaseError.itemNotFound) {
            try await purchase.buy(Item.ID(999), demo)
        }

        #expect(try await StoreSnapshot.take(database, item: Item.ID(999)) == before)
    }

    // MARK: - Atomicity: a fault at any step rolls back every write

    @Test(arguments: PurchaseStep.allCases, FaultTiming.allCases)
    func aFaultAtAnyStepLeavesBalanceItemAndTransactionsAsBefore(step: PurchaseStep, timing: FaultTiming) async throws {
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
    }

    // MARK: - The ledger itself

    @Test func writeCommitsAndReturnsTheWorksResult() async throws {
        let demo = demo
        let result = try await database.ledger.write { store in
            try store.setBalance(.yen(9_000), of: demo)
            return try store.balance(of: demo)
        }

        #expect(result == .yen(9_000))
        #expect(try await database.accounts.balance(of: demo) == .yen(9_000))
    }

    @Test func writeRethrowsTheWorksErrorAndKeepsNothing() async throws {
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
    }

    @Test func markingASoldItemSoldAgainIsRefused() async throws {
        let demo = demo
        await #expect(throws: StorageError.itemAlreadySold(Item.ID(5))) {
            try await database.ledger.write { store in try store.markSold(Item.ID(5), to: demo) }
        }
        await #expect(throws: ServiceError.notFound) {
            try await database.ledger.write { store in try store.markSold(Item.ID(999), to: demo) }
        }
    }

    @Test func aNegativeBalanceIsRefusedAndRolledBack() async throws {
        let demo = demo
        await #expect(throws: (any Error).self) {
            try await database.ledger.write { store in try store.setBalance(.yen(-1), of: demo) }
        }

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000))
    }

    @Test func aBalanceInAnotherCurrencyIsRefused() async throws {
        let demo = demo
        await #expect(throws: StorageError.currencyMismatch(expected: "JPY", actual: "USD")) {
            try await database.ledger.write { store in
                try store.setBalance(Money(minorUnits: 100, currency: .usd), of: demo)
            }
        }

        #expect(try await database.accounts.balance(of: demo) == .yen(10_000))
    }

    @Test func anUnknownBuyerIsNotFound() async throws {
        await #expect(throws: ServiceError.notFound) {
            try await database.ledger.write { store in try store.balance(of: User.ID(42)) }
        }
        await #expect(throws: ServiceError.notFound) {
            try await database.ledger.write { store in try store.setBalance(.yen(1), of: User.ID(42)) }
        }
    }

    @Test func aTransactionForAnUnknownBuyerIsRefusedByTheForeignKey() async throws {
        let draft = TransactionDraft(
            buyer: User.ID(42), item: Item.ID(3), itemName: "Kyūsu teapot 急須", seller: "Haruka S.",
            amount: .yen(3_800), balanceAfter: .yen(0), date: StorageFixtures.fixedDate
        )

        await #expect(throws: (any Error).self) {
            try await database.ledger.write { store in try store.recordTransaction(draft) }
        }

        #expect(try await database.transactions.transactions(buyer: User.ID(42)).isEmpty)
    }
}
