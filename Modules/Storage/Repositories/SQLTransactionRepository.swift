internal import GRDB
public import Models
public import UseCases

/// `TransactionRepository` on the `transactions` table, newest (highest id) first.
public struct SQLTransactionRepository: TransactionRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func transactions(buyer: User.ID) async throws -> [Transaction] {
        try await database.read { db in
            try TransactionRecord
                .fetchAll(
                    db, sql: "SELECT * FROM transactions WHERE buyer_id = ? ORDER BY id DESC",
                    arguments: [buyer.rawValue]
                )
                .map { try $0.transaction() }
        }
    }

    public func transaction(id: Transaction.ID) async throws -> Transaction? {
        try await database.read { db in
            try TransactionRecord.fetchOne(db, key: id.rawValue)?.transaction()
        }
    }
}
