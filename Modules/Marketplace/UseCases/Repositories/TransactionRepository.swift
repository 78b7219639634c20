public import MarketplaceModels
public import Models

/// Where completed purchases are kept.
public protocol TransactionRepository: Sendable {
    /// The buyer's transactions, newest first.
    func transactions(buyer: User.ID) async throws -> [Transaction]
    /// The transaction with this id, or `nil`.
    func transaction(id: Transaction.ID) async throws -> Transaction?
}
