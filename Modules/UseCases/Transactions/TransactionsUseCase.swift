public import Models

/// Lists a user's purchases.
public protocol TransactionsUseCase: Sendable {
    /// The buyer's transactions, newest first; throws `ServiceError`.
    func transactions(for buyer: User.ID) async throws -> [Transaction]
    /// One of the buyer's transactions; throws `ServiceError.notFound` when it is not theirs or not there.
    func transaction(_ id: Transaction.ID, for buyer: User.ID) async throws -> Transaction
}

/// Reads transactions from a `TransactionRepository`.
public struct DefaultTransactionsUseCase: TransactionsUseCase {
    private let repository: any TransactionRepository

    public init(repository: any TransactionRepository) {
        self.repository = repository
    }

    public func transactions(for buyer: User.ID) async throws -> [Transaction] {
        try await mapErrors { try await repository.transactions(buyer: buyer) }
    }

    public func transaction(_ id: Transaction.ID, for buyer: User.ID) async throws -> Transaction {
        let found = try await mapErrors { try await repository.transaction(id: id) }
        guard let found, found.buyer == buyer else { throw ServiceError.notFound }
        return found
    }
}
