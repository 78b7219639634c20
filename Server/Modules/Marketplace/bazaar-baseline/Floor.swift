import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import PostgresNIO
import PostgresStorage
import Server
import Storage
import UseCases

/// `bazaar-baseline --routes floor`: the floor under `make bench-server`'s two operations, what Hummingbird and
/// postgres-nio cost with nothing of this project's on them. The page and the purchase run the server's very
/// statements on one connection a request from postgres-nio's own pools, the server's (a pool on each event loop,
/// a request on its connection's loop and using the pool there: no thread hops), decode rows as tuples, and write
/// their JSON by hand (the fields of the contract's `ItemPage` and `Transaction`): no use cases, no store, no
/// request log, no bounds on waits, no problem bodies, only the checks of money the SQL needs. What it serves is
/// about the most these libraries give a server on this machine's cores: a ratio to pgbench above the floor's is
/// out of reach of changes to the server. Not a server to deploy.
enum Floor {
    static func router(pools: [PostgresStore.Pool], logger: Logger) -> Router<BasicRequestContext> {
        let router = Router()
        // A failure is a problem, as the server answers it (not Hummingbird's bare 500).
        router.add(middleware: HTTPProblems(routes: Routes(), problems: []))
        router.get("/v1/items") { [logger] request, _ -> Response in
            guard let tokenHash = tokenHash(request) else { return Response(status: .unauthorized) }
            let page = Int64(request.uri.queryParameters.get("page").flatMap { Int($0) } ?? 1)
            guard page >= 1 else { return Response(status: .badRequest) }
            // Any page number can come: past the last row, the page is empty.
            let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: 10)
            return try await pool(pools).withConnection { connection in
                guard try await signedIn(tokenHash, connection, logger) != nil else { return Response(status: .unauthorized) }
                var total: Int64 = 0
                for try await n in try await connection.query("SELECT n FROM item_count", logger: logger).decode(Int64.self) {
                    total = n
                }
                var items: [String] = []
                let rows = try await connection.query(
                    "SELECT id, name, seller, price, currency, is_sold FROM items ORDER BY id LIMIT \(Int64(10)) OFFSET \(overflow ? .max : offset)",
                    logger: logger)
                for try await (id, name, seller, price, currency, sold) in rows.decode((Int64, String, String, Int64, String, Bool).self) {
                    items.append(
                        #"{"id":\#(id),"isSold":\#(sold),"name":\#(quoted(name)),"price":\#(money(price, currency)),"seller":\#(quoted(seller))}"#
                    )
                }
                return json(.ok, #"{"items":[\#(items.joined(separator: ","))],"page":\#(page),"totalCount":\#(total)}"#)
            }
        }
        router.post("/v1/items/{id}/purchase") { [logger] request, context -> Response in
            guard let tokenHash = tokenHash(request) else { return Response(status: .unauthorized) }
            guard let item = context.parameters.get("id").flatMap(Int64.init),
                let key = request.headers[HTTPField.Name("Idempotency-Key")!]
            else { return Response(status: .badRequest) }
            return try await pool(pools).withConnection { connection in
                guard let buyer = try await signedIn(tokenHash, connection, logger) else { return Response(status: .unauthorized) }
                _ = try await connection.query("BEGIN", logger: logger)
                do {
                    var found: (name: String, seller: String, price: Int64, currency: String, sold: Bool)?
                    for try await (_, name, seller, price, currency, sold) in try await connection.query(
                        "SELECT id, name, seller, price, currency, is_sold FROM items WHERE id = \(item) FOR UPDATE", logger: logger
                    ).decode((Int64, String, String, Int64, String, Bool).self) {
                        found = (name, seller, price, currency, sold)
                    }
                    var balance: Int64 = 0
                    var replay: String?
                    var replayedItem: Int64?
                    for try await (amount, _, transaction, replayed, itemName, seller, paid, after, currency, date)
                        in try await connection.query(
                            """
                            SELECT a.balance, a.currency, t.id, t.item_id, t.item_name, t.seller, t.amount, t.balance_after, t.currency, t.created_at
                            FROM accounts a LEFT JOIN transactions t ON t.buyer_id = a.id AND t.idempotency_key = \(key)
                            WHERE a.id = \(buyer) FOR UPDATE OF a
                            """, logger: logger
                        ).decode((Int64, String, Int64?, Int64?, String?, String?, Int64?, Int64?, String?, Date?).self)
                    {
                        balance = amount
                        if let transaction, let replayed, let itemName, let seller, let paid, let after, let currency, let date {
                            replay = transactionJSON(transaction, replayed, itemName, seller, paid, after, currency, date)
                            replayedItem = replayed
                        }
                    }
                    if let replay {
                        _ = try await connection.query("COMMIT", logger: logger)
                        // The key bought another item: refused, as the server refuses it.
                        return replayedItem == item ? json(.ok, replay) : Response(status: .unprocessableContent)
                    }
                    guard let found, !found.sold, balance >= found.price else {
                        _ = try await connection.query("ROLLBACK", logger: logger)
                        return Response(status: .conflict)
                    }
                    let after = balance - found.price
                    var made = ""
                    for try await (transaction, date) in try await connection.query(
                        """
                        WITH debit AS (UPDATE accounts SET balance = \(after) WHERE id = \(buyer)),
                             sale AS (UPDATE items SET is_sold = true, buyer_id = \(buyer) WHERE id = \(item))
                        INSERT INTO transactions (buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at, idempotency_key)
                        VALUES (\(buyer), \(item), \(found.name), \(found.seller), \(found.price), \(after), \(found.currency), \(Date()), \(key))
                        RETURNING id, created_at
                        """, logger: logger
                    ).decode((Int64, Date).self) {
                        made = transactionJSON(transaction, item, found.name, found.seller, found.price, after, found.currency, date)
                    }
                    _ = try await connection.query("COMMIT", logger: logger)
                    return json(.created, made)
                } catch {
                    _ = try? await connection.query("ROLLBACK", logger: logger)
                    throw error
                }
            }
        }
        return router
    }

    /// The pool on the loop this request runs on, as the server's store picks it.
    static func pool(_ pools: [PostgresStore.Pool]) -> PostgresClient {
        (pools.first { $0.executor.eventLoop.inEventLoop } ?? pools[0]).client
    }

    /// The hash of the request's bearer token, as the sessions table keeps it.
    static func tokenHash(_ request: Request) -> String? {
        Authentication.bearerToken(in: request.head).map(SessionTokens.live.hash)
    }

    /// The account of a live session with that token's hash, or nil.
    static func signedIn(_ tokenHash: String, _ connection: PostgresConnection, _ logger: Logger) async throws -> Int64? {
        var user: Int64?
        for try await (id, _, _, expires, revoked) in try await connection.query(
            "SELECT a.id, a.email, a.display_name, s.expires_at, s.revoked FROM sessions s JOIN accounts a ON a.id = s.user_id WHERE s.token_hash = \(tokenHash)",
            logger: logger
        ).decode((Int64, String, String, Date, Bool).self) where !revoked && expires > Date() {
            user = id
        }
        return user
    }

    static func transactionJSON(
        _ id: Int64, _ item: Int64, _ name: String, _ seller: String, _ amount: Int64, _ after: Int64, _ currency: String, _ date: Date
    ) -> String {
        #"{"amount":\#(money(amount, currency)),"balanceAfter":\#(money(after, currency)),"date":"\#(date.formatted(.iso8601))","id":\#(id),"itemId":\#(item),"itemName":\#(quoted(name)),"seller":\#(quoted(seller))}"#
    }

    static func money(_ minorUnits: Int64, _ currency: String) -> String {
        #"{"currency":\#(quoted(currency)),"minorUnits":\#(minorUnits)}"#
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func json(_ status: HTTPResponse.Status, _ body: String) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
