public import MarketplaceModels
public import Models
import UseCases

/// Lists a user's purchases.
public struct TransactionsUseCase: Sendable {
    /// The buyer's transactions, newest first; throws `ServiceError`.
    public var list: @Sendable (_ buyer: User.ID) async throws -> [Transaction]
    /// One of the buyer's transactions; throws `ServiceError.notFound` when it is not theirs or not there.
    public var transaction: @Sendable (_ id: Transaction.ID, _ buyer: User.ID) async throws -> Transaction

    public init(
        list: @escaping @Sendable (_ buyer: User.ID) async throws -> [Transaction],
        transaction: @escaping @Sendable (_ id: Transaction.ID, _ buyer: User.ID) async throws -> Transaction
    ) {
        self.list = list
        self.transaction = transaction
    }
}

extension TransactionsUseCase {
    /// Reads transactions from a `TransactionRepository`.
    public static func live(repository: any TransactionRepository) -> Self {
        Self(
            list: { buyer in try await mapErrors { try await repository.transactions(buyer: buyer) } },
            transaction: { id, buyer in
                let found = try await mapErrors { try await repository.transaction(id: id) }
                guard let found, found.buyer == buyer else { throw ServiceError.notFound }
                return found
            }
        )
    }
}
