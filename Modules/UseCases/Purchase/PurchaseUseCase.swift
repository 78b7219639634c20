public import Foundation
public import Models

/// Buys an item with the buyer's balance.
public protocol PurchaseUseCase: Sendable {
    /// Debits the balance, marks the item sold and records the transaction, all or nothing.
    /// Throws `PurchaseError`, or `CancellationError` when cancelled before anything was written.
    func buy(_ item: Item.ID, buyer: User.ID) async throws -> Transaction
}

/// Buys through a `Ledger`, so the three writes of a purchase land in one atomic step.
public struct DefaultPurchaseUseCase: PurchaseUseCase {
    private let ledger: any Ledger
    private let now: @Sendable () -> Date

    /// - Parameter now: the clock that dates transactions; tests pass a fixed one.
    public init(ledger: any Ledger, now: @escaping @Sendable () -> Date = Date.init) {
        self.ledger = ledger
        self.now = now
    }

    public func buy(_ item: Item.ID, buyer: User.ID) async throws -> Transaction {
        try Task.checkCancellation()
        let date = now()
        do {
            return try await ledger.write { store in
                guard let item = try store.item(id: item) else { throw PurchaseError.itemNotFound }
                guard !item.isSold else { throw PurchaseError.alreadySold }
                let balance = try store.balance(of: buyer)
                guard balance.currency == item.price.currency,
                    balance >= item.price,
                    let remaining = balance.subtracting(item.price)
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
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw PurchaseError.serviceUnavailable
        }
    }
}
