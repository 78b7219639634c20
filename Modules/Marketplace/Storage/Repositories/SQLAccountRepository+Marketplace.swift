internal import GRDB
public import MarketplaceUseCases
public import Models
public import Storage
import UseCases

/// The wallet's balances, kept on the `accounts` table.
extension SQLAccountRepository: BalanceRepository {
    public func balance(of user: User.ID) async throws -> Money {
        try database.read { db in
            guard let record = try WalletRecord.find(db, id: user.rawValue) else {
                throw ServiceError.notFound
            }
            return record.money()
        }
    }
}
