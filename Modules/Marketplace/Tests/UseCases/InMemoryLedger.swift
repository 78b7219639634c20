import Foundation
import MarketplaceModels
import MarketplaceUseCases
import Models
import UseCases

/// The marketplace's state, as a ledger double holds it.
struct LedgerState: Equatable {
    var items: [Item.ID: Item] = [:]
    var balances: [User.ID: Money] = [:]
    var transactions: [Transaction] = []
    /// The key each transaction was made with, by transaction id.
    var keys: [Transaction.ID: IdempotencyKey] = [:]
}

/// A `Ledger` in memory with the real contract: a write that throws leaves the state as it was.
final class InMemoryLedger: Ledger, @unchecked Sendable {
    // A lock rather than `Mutex`, which needs macOS 15 and iOS 18. `@unchecked Sendable` is sound:
    // `state` is only read or written with `lock` held.
    private let lock = NSLock()
    private var state: LedgerState
    let failure: (any Error)?

    init(_ state: LedgerState, failure: (any Error)? = nil) {
        self.state = state
        self.failure = failure
    }

    var snapshot: LedgerState { lock.withLock { state } }

    func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T {
        if let failure { throw failure }
        return try lock.withLock {
            let writer = Writer(state: state)
            let result = try work(writer)
            state = writer.state
            return result
        }
    }

    private final class Writer: LedgerWriter {
        var state: LedgerState
        init(state: LedgerState) { self.state = state }

        func item(id: Item.ID) throws -> Item? { state.items[id] }

        func balance(of user: User.ID) throws -> Money {
            guard let balance = state.balances[user] else { throw ServiceError.notFound }
            return balance
        }

        func setBalance(_ balance: Money, of user: User.ID) throws { state.balances[user] = balance }

        func markSold(_ item: Item.ID, to buyer: User.ID) throws { state.items[item]?.isSold = true }

        func recordTransaction(_ draft: TransactionDraft) throws -> Transaction {
            let transaction = Transaction(
                id: Transaction.ID(Int64(state.transactions.count + 1)), buyer: draft.buyer, item: draft.item,
                itemName: draft.itemName, seller: draft.seller, amount: draft.amount,
                balanceAfter: draft.balanceAfter, date: draft.date
            )
            state.transactions.append(transaction)
            if let key = draft.idempotencyKey { state.keys[transaction.id] = key }
            return transaction
        }

        func transaction(buyer: User.ID, key: IdempotencyKey) throws -> Transaction? {
            state.transactions.first { $0.buyer == buyer && state.keys[$0.id] == key }
        }
    }
}
