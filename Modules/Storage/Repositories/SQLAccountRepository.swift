internal import GRDB
public import Models
public import UseCases

/// `AccountRepository` on the `accounts` table.
public struct SQLAccountRepository: AccountRepository {
    package let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func account(email: EmailAddress) async throws -> Account? {
        try database.read { db in
            try AccountRecord.find(db, email: email.rawValue)?.account()
        }
    }
}
