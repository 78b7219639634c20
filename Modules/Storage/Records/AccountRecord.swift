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
    // example-begin
    /// Minor units of `currency`; never negative.
    var balance: Int64
    /// ISO 4217 code.
    var currency: String
    // example-end

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

    // example-begin
    /// The balance to show; one in an unknown currency is shown by its code (see `StoredCurrency`).
    func money() -> Money {
        Money(minorUnits: balance, currency: StoredCurrency.forShowing(currency))
    }

    /// The balance to spend; throws `StoreError.unknownCurrency` for one in an unknown currency.
    func moneyForSpending() throws -> Money {
        Money(minorUnits: balance, currency: try StoredCurrency.forSpending(currency))
    }
    // example-end
}
