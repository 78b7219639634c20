internal import GRDB
public import Models
public import UseCases

/// `TransactionRepository` on the `transactions` table, newest (highest id) first.
public struct SQLTransactionRepository: TransactionRepository {
    private let writer: any DatabaseWriter

    public init(database: MarketplaceDatabase) {
        writer = database.writer
    }

    public func transactions(buyer: User.ID) async throws -> [Transaction] {
        try await writer.read { db in
            try TransactionRecord
                .fetchAll(
                    db, sql: "SELECT * FROM transactions WHERE buyer_id = ? ORDER BY id DESC",
                    arguments: [buyer.rawValue]
                )
                .map { try $0.transaction() }
        }
    }

    public func transaction(id: Transaction.ID) async throws -> Transaction? {
        try await writer.read { db in
            try TransactionRecord.fetchOne(db, key: id.rawValue)?.transaction()
        }
    }
}
