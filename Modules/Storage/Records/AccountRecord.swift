internal import GRDB
import Models
import UseCases

/// A row of `accounts`.
struct AccountRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "accounts"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    var id: Int64
    var email: String
    var displayName: String
    var passwordHash: String
    /// Minor units of `currency`; never negative.
    var balance: Int64
    /// ISO 4217 code.
    var currency: String

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

    /// The balance as `Money`; throws `StorageError.corruptRow` for an unknown currency.
    func money() throws -> Money {
        guard let currency = Currency(code: currency) else {
            throw StorageError.corruptRow(table: Self.databaseTableName, id: id)
        }
        return Money(minorUnits: balance, currency: currency)
    }
}
