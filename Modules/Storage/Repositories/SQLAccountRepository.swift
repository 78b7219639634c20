internal import GRDB
public import Models
public import UseCases

/// `AccountRepository` on the `accounts` table.
public struct SQLAccountRepository: AccountRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func account(email: EmailAddress) async throws -> Account? {
        try database.read { db in
            try AccountRecord.find(db, email: email.rawValue)?.account()
        }
    }

    // example-begin
    public func balance(of user: User.ID) async throws -> Money {
        try database.read { db in
            guard let record = try AccountRecord.find(db, id: user.rawValue) else {
                throw ServiceError.notFound
            }
            return record.money()
        }
    }
    // example-end
}
