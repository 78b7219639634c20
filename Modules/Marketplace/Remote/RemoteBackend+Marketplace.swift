import API
import Foundation
import MarketplaceAPI
import MarketplaceModels
import MarketplaceUseCases
import Models
import OpenAPIRuntime
public import Remote
import UseCases

/// The marketplace's use cases over the contract: the wallet, the items, a purchase made once however often
/// it is retried, and the transactions.
extension RemoteBackend {
    /// The marketplace's use cases, served.
    var marketplace: MarketplaceUseCases {
        MarketplaceUseCases(wallet: wallet, items: items, purchase: purchase, transactions: transactions)
    }

    var wallet: WalletUseCase {
        WalletUseCase { [self] _ in
            switch try await call({ try await client.getBalance() }) {
            case let .ok(ok): return try ok.body.json.model()
            case let .unauthorized(problem), let .serviceUnavailable(problem): throw failure(problem)
            case let .undocumented(status, _): throw failure(status: status)
            }
        }
    }

    var items: ItemsUseCase {
        ItemsUseCase(
            page: { [self] number, query in
                // Refused here in the person's words, as the live use case refuses it, before anything is sent.
                let query = try Item.search(query)
                switch try await call({ try await client.listItems(query: .init(page: Int64(clamping: number), q: query)) }) {
                case let .ok(ok): return try ok.body.json.model()
                case let .badRequest(problem), let .unauthorized(problem), let .serviceUnavailable(problem): throw failure(problem)
                case let .undocumented(status, _): throw failure(status: status)
                }
            },
            item: { [self] id in
                switch try await call({ try await client.getItem(path: .init(itemId: id.rawValue)) }) {
                case let .ok(ok): return try ok.body.json.model()
                case let .badRequest(problem), let .unauthorized(problem), let .notFound(problem), let .serviceUnavailable(problem):
                    throw failure(problem)
                case let .undocumented(status, _): throw failure(status: status)
                }
            }
        )
    }

    var purchase: PurchaseUseCase {
        PurchaseUseCase(
            buy: { [self] item, buyer in
                // One key per purchase meant, sent again on every retry, so the server makes it at most once.
                let key = IdempotencyKey(UUID().uuidString)!
                return try await buyOnce(item, buyer, key).transaction
            },
            buyOnce: { [self] item, buyer, key in try await buyOnce(item, buyer, key) }
        )
    }

    /// Buys `item` once for `key` (see `once`): a problem is the server's definitive answer that nothing was
    /// charged (the contract says so), but for `outcome-unknown`, which is asked again with the key.
    func buyOnce(_ item: Item.ID, _ buyer: User.ID, _ key: IdempotencyKey) async throws -> LedgerEntry {
        try await once({ try await client.buyItem(path: .init(itemId: item.rawValue), headers: .init(idempotencyKey: key.rawValue)) }) {
            output in
            switch output {
            case let .created(created): .done(LedgerEntry(transaction: try created.body.json.model(buyer: buyer), isReplay: false))
            case let .ok(ok): .done(LedgerEntry(transaction: try ok.body.json.model(buyer: buyer), isReplay: true))
            case let .badRequest(problem), let .unauthorized(problem), let .notFound(problem), let .conflict(problem),
                let .unprocessableContent(problem), let .serviceUnavailable(problem):
                attempt(problem, failing: Self.purchaseFailure)
            case let .undocumented(status, _): attempt(status: status)
            }
        }
    }

    var transactions: TransactionsUseCase {
        TransactionsUseCase(
            list: { [self] buyer in
                switch try await call({ try await client.listTransactions() }) {
                case let .ok(ok): return try ok.body.json.transactions.map { try $0.model(buyer: buyer) }
                case let .unauthorized(problem), let .serviceUnavailable(problem): throw failure(problem)
                case let .undocumented(status, _): throw failure(status: status)
                }
            },
            transaction: { [self] id, buyer in
                switch try await call({ try await client.getTransaction(path: .init(transactionId: id.rawValue)) }) {
                case let .ok(ok): return try ok.body.json.model(buyer: buyer)
                case let .badRequest(problem), let .unauthorized(problem), let .notFound(problem), let .serviceUnavailable(problem):
                    throw failure(problem)
                case let .undocumented(status, _): throw failure(status: status)
                }
            }
        )
    }

    /// A purchase's failure as the embedded store's purchase throws it: the store's and the service's
    /// failures are `PurchaseError`s there, which say that nothing was charged.
    static func purchaseFailure(_ error: any Error) -> any Error {
        switch error {
        case let ServiceError.store(store): PurchaseError.store(store)
        case ServiceError.unavailable: PurchaseError.serviceUnavailable
        default: error
        }
    }
}

extension RemoteFeature {
    /// The marketplace's use cases, served by a `bazaar-server`.
    public static let marketplace = RemoteFeature(problems: MarketplaceProblems.self) { backend, environment in
        environment.marketplace = backend.marketplace
    }
}
