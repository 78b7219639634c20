internal import GRDB
public import MarketplaceModels
public import MarketplaceUseCases
public import Models
public import Storage
import UseCases

/// `TransactionRepository` on the `transactions` table, newest (highest id) first.
public struct SQLTransactionRepository: TransactionRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func transactions(buyer: User.ID) async throws -> [Transaction] {
        try database.read { db in
            let sql = "SELECT \(TransactionRecord.columns) FROM transactions WHERE buyer_id = ? ORDER BY id DESC"
            return try TransactionRecord.fetchAll(db.cachedStatement(sql: sql), arguments: [buyer.rawValue]).map { try $0.transaction() }
        }
    }

    public func transaction(id: Transaction.ID) async throws -> Transaction? {
        try database.read { db in
            try TransactionRecord.find(db, id: id.rawValue)?.transaction()
        }
    }
}
