internal import GRDB
import Models
import UseCases

/// A row of `accounts`, read by position and written column by column (see `ItemRecord`).
struct AccountRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "accounts"
    /// The columns every query of this record selects, in the order `init(row:)` reads them (see `Row.values`).
    static let columnNames = ["id", "email", "display_name", "password_hash"]
    static let columns = columnNames.joined(separator: ", ")

    var id: Int64
    var email: String
    var displayName: String
    var passwordHash: String

    /// The account as the use cases see it; throws `StorageError.corruptRow` for a malformed email.
    func account() throws -> Account {
        guard let address = EmailAddress(email) else {
            throw StorageError.corruptRow(table: Self.databaseTableName, id: id)
        }
        return Account(
            user: User(id: User.ID(id), email: address, displayName: displayName),
            passwordHash: PasswordHash(encoded: passwordHash)
        )
    }
}

extension AccountRecord {
    /// A row selected as `columns`.
    init(row: Row) throws {
        (id, email, displayName, passwordHash) = try row.values()
    }

    func encode(to container: inout PersistenceContainer) {
        container.set(Self.columnNames, to: id, email, displayName, passwordHash)
    }

    /// The account with this id, or nil.
    static func find(_ db: Database, id: Int64) throws -> AccountRecord? {
        try fetchOne(db.cachedStatement(sql: "SELECT \(columns) FROM accounts WHERE id = ?"), arguments: [id])
    }

    /// The account with this email (compared without case, as the column's collation says), or nil.
    static func find(_ db: Database, email: String) throws -> AccountRecord? {
        try fetchOne(db.cachedStatement(sql: "SELECT \(columns) FROM accounts WHERE email = ?"), arguments: [email])
    }
}
