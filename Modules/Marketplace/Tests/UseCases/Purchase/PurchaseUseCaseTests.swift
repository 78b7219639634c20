import Foundation
import MarketplaceModels
import MarketplaceUseCases
import Models
import TestSupport
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct PurchaseUseCaseTests {
    let buyer = Fixtures.demoUser.id
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    func ledger(balance: Money = .yen(10_000), failure: (any Error)? = nil) -> InMemoryLedger {
        var state = LedgerState()
        state.balances[buyer] = balance
        for (id, price, sold) in [(1, 1_200, false), (2, 500, true), (3, 25_000, false), (4, 10_000, false)] {
            state.items[Item.ID(Int64(id))] = Item(
                id: Item.ID(Int64(id)), name: "Item \(id)", seller: "Aki", price: .yen(Int64(price)), isSold: sold)
        }
        state.items[Item.ID(5)] = Item(
            id: Item.ID(5), name: "Dollar thing", seller: "Bo", price: Money(minorUnits: 100, currency: .usd), isSold: false)
        return InMemoryLedger(state, failure: failure)
    }

    func useCase(_ ledger: InMemoryLedger) -> PurchaseUseCase {
        PurchaseUseCase.live(ledger: ledger, now: { [now] in now })
    }

    @Test func aPurchaseDebitsMarksSoldAndRecordsTogether() async throws {
        let ledger = ledger()
        let transaction = try await useCase(ledger).buy(Item.ID(1), buyer)

        #expect(
            transaction
                == Transaction(
                    id: Transaction.ID(1), buyer: buyer, item: Item.ID(1), itemName: "Item 1", seller: "Aki",
                    amount: .yen(1_200), balanceAfter: .yen(8_800), date: now
                ))
        #expect(ledger.snapshot.balances[buyer] == .yen(8_800))
        #expect(ledger.snapshot.items[Item.ID(1)]?.isSold == true)
        #expect(ledger.snapshot.transactions == [transaction])
    }

    @Test func aRetryWithTheSameKeyGetsThePurchaseAlreadyMadeAndIsChargedOnce() async throws {
        let ledger = ledger()
        let key = try #require(IdempotencyKey("6F1C2A8E-0B5D-4B43-9A55-1A2B3C4D5E6F"))
        let first = try await useCase(ledger).buyOnce(Item.ID(1), buyer, key)
        let retry = try await useCase(ledger).buyOnce(Item.ID(1), buyer, key)
        #expect(!first.isReplay)
        #expect(retry == LedgerEntry(transaction: first.transaction, isReplay: true))
        #expect(ledger.snapshot.balances[buyer] == .yen(8_800), "charged once")
        #expect(ledger.snapshot.transactions.count == 1)
    }

    @Test func theSameKeyForAnotherItemIsRefusedAndChangesNothing() async throws {
        let ledger = ledger()
        let key = try #require(IdempotencyKey("key-1"))
        _ = try await useCase(ledger).buyOnce(Item.ID(1), buyer, key)
        let before = ledger.snapshot
        await #expect(throws: ServiceError.idempotencyKeyReused) { try await useCase(ledger).buyOnce(Item.ID(4), buyer, key) }
        #expect(ledger.snapshot == before)
    }

    @Test func keysAreOneToAHundredLettersDigitsAndDashesDotsUnderscoresTildes() {
        #expect(IdempotencyKey("a") != nil)
        #expect(IdempotencyKey(String(repeating: "k", count: 100)) != nil)
        #expect(IdempotencyKey("6F1C2A8E-0b5d.retry_1~") != nil)
        // Each of the rest would change on its way through an HTTP header (`%` starts an escape there).
        for bad in ["", String(repeating: "k", count: 101), "has space", "tab\t", "ключ", "2%`j", "%41", "a,b", "a+b", "a/b"] {
            #expect(IdempotencyKey(bad) == nil, "\(bad)")
        }
    }

    @Test func spendingExactlyTheWholeBalanceIsAllowed() async throws {
        let ledger = ledger()
        _ = try await useCase(ledger).buy(Item.ID(4), buyer)
        #expect(ledger.snapshot.balances[buyer] == .yen(0))
    }

    @Test(arguments: [
        (Item.ID(3), PurchaseError.insufficientFunds(price: .yen(25_000), balance: .yen(10_000))),
        (Item.ID(2), PurchaseError.alreadySold),
        (Item.ID(99), PurchaseError.itemNotFound),
        (Item.ID(5), PurchaseError.currencyMismatch(price: Money(minorUnits: 100, currency: .usd), balance: .yen(10_000))),
    ])
    func aRefusedPurchaseChangesNothing(item: Item.ID, error: PurchaseError) async {
        let ledger = ledger()
        let before = ledger.snapshot
        await #expect(throws: error) { try await useCase(ledger).buy(item, buyer) }
        #expect(ledger.snapshot == before)
    }

    @Test func aFailingStoreIsReportedAsUnavailableAndCancellationPassesThrough() async {
        struct Boom: Error {}
        await #expect(throws: PurchaseError.serviceUnavailable) {
            try await useCase(ledger(failure: Boom())).buy(Item.ID(1), buyer)
        }
        await #expect(throws: CancellationError.self) {
            try await useCase(ledger(failure: CancellationError())).buy(Item.ID(1), buyer)
        }
    }

    @Test func aCancelledTaskBuysNothing() async {
        let ledger = ledger()
        let before = ledger.snapshot
        let task = Task { try await useCase(ledger).buy(Item.ID(1), buyer) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(ledger.snapshot == before)
    }
}
