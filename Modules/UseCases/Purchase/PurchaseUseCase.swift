public import Foundation
public import Models

/// Buys an item with the buyer's balance.
public struct PurchaseUseCase: Sendable {
    /// Debits the balance, marks the item sold and records the transaction, all or nothing.
    /// Throws `PurchaseError`, or `CancellationError` when cancelled before anything was written.
    public var buy: @Sendable (_ item: Item.ID, _ buyer: User.ID) async throws -> Transaction

    public init(buy: @escaping @Sendable (_ item: Item.ID, _ buyer: User.ID) async throws -> Transaction) {
        self.buy = buy
    }
}

extension PurchaseUseCase {
    /// Buys through a `Ledger`, so the three writes of a purchase land in one atomic step.
    ///
    /// - Parameter now: the clock that dates transactions; tests pass a fixed one.
    public static func live(ledger: any Ledger, now: @escaping @Sendable () -> Date = Date.init) -> Self {
        Self { item, buyer in
            try Task.checkCancellation()
            let date = now()
            do {
                return try await ledger.write { store in
                    guard let item = try store.item(id: item) else { throw PurchaseError.itemNotFound }
                    guard !item.isSold else { throw PurchaseError.alreadySold }
                    let balance = try store.balance(of: buyer)
                    guard balance.currency == item.price.currency else {
                        throw PurchaseError.currencyMismatch(price: item.price, balance: balance)
                    }
                    guard balance >= item.price, let remaining = balance.subtracting(item.price)
                    else { throw PurchaseError.insufficientFunds(price: item.price, balance: balance) }
                    try store.setBalance(remaining, of: buyer)
                    try store.markSold(item.id, to: buyer)
                    return try store.recordTransaction(
                        TransactionDraft(
                            buyer: buyer, item: item.id, itemName: item.name, seller: item.seller,
                            amount: item.price, balanceAfter: remaining, date: date
                        ))
                }
            } catch let error as PurchaseError {
                throw error
            } catch let error as StoreError {
                throw PurchaseError.store(error)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw PurchaseError.serviceUnavailable
            }
        }
    }
}
