public import Foundation
public import MarketplaceModels
public import Models

/// Buys an item with the buyer's balance.
public struct PurchaseUseCase: Sendable {
    /// Debits the balance, marks the item sold and records the transaction, all or nothing.
    /// Throws `PurchaseError` (nothing was charged), `ServiceError.outcomeUnknown` (nobody can say yet), or
    /// `CancellationError` when cancelled before anything was written.
    public var buy: @Sendable (_ item: Item.ID, _ buyer: User.ID) async throws -> Transaction
    /// `buy`, at most once per buyer and `key`: a retry with the same key gets the purchase already made
    /// (`isReplay`) and is charged nothing more; the same key for another item throws
    /// `ServiceError.idempotencyKeyReused`.
    public var buyOnce: @Sendable (_ item: Item.ID, _ buyer: User.ID, _ key: IdempotencyKey) async throws -> LedgerEntry

    public init(
        buy: @escaping @Sendable (_ item: Item.ID, _ buyer: User.ID) async throws -> Transaction,
        buyOnce: @escaping @Sendable (_ item: Item.ID, _ buyer: User.ID, _ key: IdempotencyKey) async throws -> LedgerEntry
    ) {
        self.buy = buy
        self.buyOnce = buyOnce
    }
}

extension PurchaseUseCase {
    /// Buys through a `PurchaseLedger`, so the three writes of a purchase land in one atomic step.
    ///
    /// - Parameter now: the clock that dates transactions; tests pass a fixed one.
    public static func live(ledger: any PurchaseLedger, now: @escaping @Sendable () -> Date = Date.init) -> Self {
        let purchase: @Sendable (Item.ID, User.ID, IdempotencyKey?) async throws -> LedgerEntry = { item, buyer, key in
            try Task.checkCancellation()
            let date = now()
            let entry: LedgerEntry
            do {
                entry = try await ledger.purchase(item: item, buyer: buyer, key: key) { found, balance in
                    try PurchaseRule.draft(buying: found, by: buyer, from: balance, on: date, key: key)
                }
            } catch let error as PurchaseError {
                throw error
            } catch ServiceError.outcomeUnknown(let server) {
                throw ServiceError.outcomeUnknown(server: server)  // never "not charged": it may have been made
            } catch let error as StoreError {
                throw PurchaseError.store(error)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw PurchaseError.serviceUnavailable
            }
            guard entry.transaction.item == item else { throw ServiceError.idempotencyKeyReused }
            return entry
        }
        return Self(
            buy: { item, buyer in try await purchase(item, buyer, nil).transaction },
            buyOnce: { item, buyer, key in try await purchase(item, buyer, key) }
        )
    }
}

/// The rule of a purchase, apart from any store: what buying `item` from `balance` records, or why not.
/// Every `PurchaseLedger` calls it with what it read, under its locks.
public enum PurchaseRule {
    public static func draft(
        buying item: Item?, by buyer: User.ID, from balance: Money, on date: Date, key: IdempotencyKey?
    ) throws -> TransactionDraft {
        guard let item else { throw PurchaseError.itemNotFound }
        guard !item.isSold else { throw PurchaseError.alreadySold }
        guard balance.currency == item.price.currency else {
            throw PurchaseError.currencyMismatch(price: item.price, balance: balance)
        }
        guard balance >= item.price, let remaining = balance.subtracting(item.price) else {
            throw PurchaseError.insufficientFunds(price: item.price, balance: balance)
        }
        return TransactionDraft(
            buyer: buyer, item: item.id, itemName: item.name, seller: item.seller,
            amount: item.price, balanceAfter: remaining, date: date, idempotencyKey: key
        )
    }
}
