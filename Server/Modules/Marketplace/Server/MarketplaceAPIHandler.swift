internal import API
import MarketplaceAPI
import MarketplaceModels
import MarketplaceUseCases
internal import Metrics
internal import Models
internal import OpenAPIRuntime
internal import Server

/// The marketplace's operations (its part of the contract, `MarketplaceAPIProtocol`): the balance, the items, a
/// purchase made once per idempotency key, and the transactions. Each is a call of a live use case and a
/// translation of its result, as `BazaarAPIHandler`'s are.
struct MarketplaceAPIHandler: MarketplaceAPIProtocol {
    /// The marketplace's use cases.
    let marketplace: MarketplaceUseCases

    /// The signed-in user (set by `Authentication`: none of these operations is public).
    var user: User {
        get throws { try RequestUser.signedIn }
    }

    /// Purchases by outcome (`bazaar_purchases` at /metrics), made once the metrics system is set up.
    fileprivate static let purchases = (
        made: Counter(label: "bazaar_purchases", dimensions: [("outcome", "made")]),
        replayed: Counter(label: "bazaar_purchases", dimensions: [("outcome", "replayed")]),
        refused: Counter(label: "bazaar_purchases", dimensions: [("outcome", "refused")])
    )

    func getBalance(_ input: Operations.GetBalance.Input) async throws -> Operations.GetBalance.Output {
        .ok(.init(body: .json(Components.Schemas.Money(try await marketplace.wallet.balance(try user.id)))))
    }

    func listItems(_ input: Operations.ListItems.Input) async throws -> Operations.ListItems.Output {
        let requested = input.query.page ?? 1
        guard requested >= 1 else { throw BadRequest("page must be 1 or more.") }
        _ = try user
        // A `q` over the contract's maxLength, or holding a NUL, is the use case's FieldError: a 400 naming `q`.
        let page = try await marketplace.items.page(Int(clamping: requested), input.query.q)
        return .ok(.init(body: .json(Components.Schemas.ItemPage(page))))
    }

    func getItem(_ input: Operations.GetItem.Input) async throws -> Operations.GetItem.Output {
        _ = try user
        return .ok(.init(body: .json(Components.Schemas.Item(try await marketplace.items.item(Item.ID(input.path.itemId))))))
    }

    func buyItem(_ input: Operations.BuyItem.Input) async throws -> Operations.BuyItem.Output {
        let key = try IdempotencyKey(header: input.headers.idempotencyKey)
        let buyer = try user.id
        let entry: LedgerEntry
        do {
            entry = try await marketplace.purchase.buyOnce(Item.ID(input.path.itemId), buyer, key)
        } catch {
            Self.purchases.refused.increment()
            throw error
        }
        (entry.isReplay ? Self.purchases.replayed : Self.purchases.made).increment()
        let body = Components.Schemas.Transaction(entry.transaction)
        return entry.isReplay ? .ok(.init(body: .json(body))) : .created(.init(body: .json(body)))
    }

    func listTransactions(_ input: Operations.ListTransactions.Input) async throws -> Operations.ListTransactions.Output {
        let list = try await marketplace.transactions.list(try user.id)
        return .ok(.init(body: .json(.init(transactions: list.map(Components.Schemas.Transaction.init)))))
    }

    func getTransaction(_ input: Operations.GetTransaction.Input) async throws -> Operations.GetTransaction.Output {
        let found = try await marketplace.transactions.transaction(Transaction.ID(input.path.transactionId), try user.id)
        return .ok(.init(body: .json(Components.Schemas.Transaction(found))))
    }
}
