import API
import Foundation
import HTTPTypes
import MarketplaceModels
import MarketplaceRemote
import MarketplaceUseCases
import Models
import Remote
import RemoteTesting
import Testing
import UseCases

/// The marketplace's use cases over the wire: the token on every call, its problems, and purchases that
/// retry with one key and never say "not charged" without an answer.
@Suite(.timeLimit(.minutes(1))) struct MarketplaceRemoteTests {
    static let demo = User.ID(1)

    /// A back end serving the marketplace over `answers`.
    static func marketplaceBackend(
        _ answers: [ScriptedTransport.Answer], retry: RetryPolicy = .noWaiting
    ) throws -> (RemoteBackend, ScriptedTransport) {
        try RemoteBackend.scripted(answers, retry: retry, features: [.marketplace])
    }

    @Test func theTokenGoesWithEveryCallUntilLogout() async throws {
        let (backend, transport) = try Self.marketplaceBackend([
            .json(.created, Wire.token), .json(.ok, Wire.money(10_000)), .json(.noContent, ""),
            .problem(.unauthorized, Wire.problem("unauthenticated", status: 401)),
        ])
        let environment = backend.environment
        let session = try await environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        #expect(session.user.displayName == "Demo")
        #expect(try await environment.marketplace.wallet.balance(session.user.id) == Money(minorUnits: 10_000, currency: .jpy))
        try await environment.login.logOut()
        await #expect(throws: SessionError.notSignedIn) { try await environment.marketplace.wallet.balance(session.user.id) }

        let sent = transport.sent
        #expect(sent.map(\.operationID) == ["logIn", "getBalance", "logOut", "getBalance"])
        #expect(sent[0].request.headerFields[.authorization] == nil, "logging in sends no token")
        let credentials = try JSONSerialization.jsonObject(with: Data(sent[0].body.utf8)) as? [String: String]
        #expect(credentials == ["email": "demo@bazaar.dev", "password": "bazaar-demo"])
        #expect(sent[1].request.headerFields[.authorization] == "Bearer secret-token-1")
        #expect(sent[2].request.headerFields[.authorization] == "Bearer secret-token-1", "logout revokes the token it ends")
        #expect(sent[3].request.headerFields[.authorization] == nil, "after logout the token is gone from memory")
    }

    @Test func aCallAfterALogoutTheServerMissedSendsNoToken() async throws {
        let (backend, transport) = try Self.marketplaceBackend([
            .json(.created, Wire.token), .failure(URLError(.cannotConnectToHost)),
            .problem(.unauthorized, Wire.problem("unauthenticated", status: 401)),
        ])
        let environment = backend.environment
        _ = try await environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        await #expect(throws: SessionError.notEndedOnServer) { try await environment.login.logOut() }
        _ = try? await environment.marketplace.wallet.balance(Self.demo)
        #expect(transport.sent.last?.request.headerFields[.authorization] == nil)
    }

    @Test func theMarketplacesProblemsBecomeItsModelsErrors() async throws {
        let funds = Wire.problem(
            "insufficient-funds", status: 409, extra: #","price":\#(Wire.money(12_000)),"balance":\#(Wire.money(500))"#)
        let (backend, _) = try Self.marketplaceBackend([
            .problem(.unauthorized, Wire.problem("invalid-credentials", status: 401)),
            .problem(.notFound, Wire.problem("not-found", status: 404)),
            .problem(.conflict, funds),
            .problem(.conflict, Wire.problem("already-sold", status: 409)),
            .problem(.serviceUnavailable, Wire.problem("store-busy", status: 503)),
        ])
        let environment = backend.environment
        await #expect(throws: LoginError.invalidCredentials) { try await environment.login.logIn("demo@bazaar.dev", Password("wrong")) }
        await #expect(throws: ServiceError.notFound) { try await environment.marketplace.items.item(Item.ID(99)) }
        await #expect(
            throws: PurchaseError.insufficientFunds(
                price: Money(minorUnits: 12_000, currency: .jpy), balance: Money(minorUnits: 500, currency: .jpy))
        ) {
            try await environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        await #expect(throws: PurchaseError.alreadySold) { try await environment.marketplace.purchase.buy(Item.ID(3), Self.demo) }
        await #expect(throws: ServiceError.store(.busy)) { try await environment.marketplace.transactions.list(Self.demo) }
    }

    @Test func aPurchaseRetriesWhatMayNotHaveArrivedWithOneKeyAndGetsTheTransaction() async throws {
        let (backend, transport) = try Self.marketplaceBackend([
            .failure(URLError(.networkConnectionLost)), .json(.badGateway, "{}"), .json(.ok, Wire.transaction(7, item: 3)),
        ])
        let transaction = try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        #expect(transaction.id == Transaction.ID(7) && transaction.buyer == Self.demo && transaction.item == Item.ID(3))
        let keys = transport.sent.map { $0.request.headerFields[HTTPField.Name("Idempotency-Key")!] }
        #expect(keys.count == 3)
        #expect(Set(keys).count == 1 && keys[0].flatMap(IdempotencyKey.init) != nil, "one key, sent again on each retry: \(keys)")
    }

    @Test func twoPurchasesMeantAreTwoKeys() async throws {
        let (backend, transport) = try Self.marketplaceBackend([
            .json(.created, Wire.transaction(7, item: 3)), .json(.created, Wire.transaction(8, item: 4)),
        ])
        _ = try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        _ = try await backend.environment.marketplace.purchase.buy(Item.ID(4), Self.demo)
        let keys = transport.sent.map { $0.request.headerFields[HTTPField.Name("Idempotency-Key")!] }
        #expect(keys.count == 2 && keys[0] != keys[1])
    }

    @Test func aPurchaseThatNeverHearsBackIsOfUnknownOutcomeNeverNotCharged() async throws {
        let (backend, transport) = try Self.marketplaceBackend([
            .failure(URLError(.timedOut)), .failure(URLError(.timedOut)), .failure(URLError(.timedOut)),
            .json(.created, Wire.transaction(7, item: 3)),
        ])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) {
            try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        #expect(transport.sent.count == 3, "the first try and the policy's two retries")
        #expect(!ServiceError.outcomeUnknown(server: "x").description.contains("not charged"))
    }

    /// A try refused its connection may still have reached the server: the HTTP client sends a request again
    /// on a new connection when the one it reused dies unanswered, and that new connection is what was refused
    /// (a reviewer's purchase was made, then called "cannot reach the server, try again"). So a purchase whose
    /// every try was refused is of unknown outcome, and so is one whose retry the server could not act on (it
    /// was "not charged": store-busy says nothing of the try before).
    @Test func aTryRefusedItsConnectionMayHaveArrivedSoThePurchaseIsOfUnknownOutcome() async throws {
        let refused = ScriptedTransport.Answer.failure(URLError(.cannotConnectToHost))
        let (backend, transport) = try Self.marketplaceBackend([refused, refused, refused, .json(.created, Wire.transaction(7, item: 3))])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) {
            try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        #expect(transport.sent.count == 3)
        let (another, _) = try Self.marketplaceBackend([refused, .problem(.serviceUnavailable, Wire.problem("store-busy", status: 503))])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) {
            try await another.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
    }

    @Test func anAnswerTheContractDoesNotHaveIsOfUnknownOutcomeAndNotRetried() async throws {
        let (backend, transport) = try Self.marketplaceBackend([
            .json(.internalServerError, "{}"), .json(.created, Wire.transaction(7, item: 3)),
        ])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) {
            try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        #expect(transport.sent.count == 1)
    }

    /// The server itself could not learn whether its database kept the purchase (`outcome-unknown`): asked
    /// again with the same key, it says; never "not charged".
    @Test func anOutcomeTheServerCouldNotLearnIsAskedAgainWithTheSameKey() async throws {
        let unknown = ScriptedTransport.Answer.problem(.serviceUnavailable, Wire.problem("outcome-unknown", status: 503))
        let (backend, transport) = try Self.marketplaceBackend([unknown, .json(.ok, Wire.transaction(7, item: 3))])
        let bought = try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        #expect(bought.id == Transaction.ID(7), "the purchase made before the database's answer was lost")
        let keys = transport.sent.map { $0.request.headerFields[HTTPField.Name("Idempotency-Key")!] }
        #expect(keys.count == 2 && keys[0] == keys[1], "one key, sent again")

        let (stillUnknown, sent) = try Self.marketplaceBackend([unknown, unknown, unknown])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) {
            try await stillUnknown.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        #expect(sent.sent.count == 3, "the first try and the policy's two retries")
    }

    @Test func aProblemIsADefinitiveAnswerAndIsNotRetried() async throws {
        let (backend, transport) = try Self.marketplaceBackend([.problem(.serviceUnavailable, Wire.problem("store-busy", status: 503))])
        await #expect(throws: PurchaseError.store(.busy)) { try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo) }
        #expect(transport.sent.count == 1)
    }

    /// A retry's answer that the server could not act (its store busy or unavailable) says nothing of the try
    /// before it, which may have been made: the purchase is of unknown outcome, never "not charged". A refusal
    /// the retry's key lookup stands behind (sold to someone else) is still the answer.
    @Test(arguments: [false, true])
    func aRetrysCouldNotActAfterATryThatMayHaveBeenMadeIsOfUnknownOutcome(firstAnswerLost: Bool) async throws {
        let first: ScriptedTransport.Answer =
            firstAnswerLost
            ? .failure(URLError(.networkConnectionLost)) : .problem(.serviceUnavailable, Wire.problem("outcome-unknown", status: 503))
        for couldNotAct in ["store-busy", "unavailable"] {
            let (backend, _) = try Self.marketplaceBackend([first, .problem(.serviceUnavailable, Wire.problem(couldNotAct, status: 503))])
            await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080"), "\(couldNotAct)") {
                try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
            }
        }
        let (refused, _) = try Self.marketplaceBackend([first, .problem(.conflict, Wire.problem("already-sold", status: 409))])
        await #expect(throws: PurchaseError.alreadySold) { try await refused.environment.marketplace.purchase.buy(Item.ID(3), Self.demo) }
        // A session that ended meanwhile is refused before the server looks the key up: it says nothing of the try before.
        let (signedOut, _) = try Self.marketplaceBackend([first, .problem(.unauthorized, Wire.problem("unauthenticated", status: 401))])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080"), "a retry whose session ended") {
            try await signedOut.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        let (firstTry, _) = try Self.marketplaceBackend([.problem(.unauthorized, Wire.problem("unauthenticated", status: 401))])
        await #expect(throws: SessionError.notSignedIn, "a first try, which made nothing") {
            try await firstTry.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
    }

    /// A 201 is a purchase made: one whose body the models cannot read (an amount in a currency this version
    /// does not know) is of unknown outcome to the app, never a refusal.
    @Test func aPurchaseMadeWhoseAnswerCannotBeReadIsOfUnknownOutcome() async throws {
        let unreadable = Wire.transaction(7, item: 3).replacingOccurrences(of: #"8800,"currency":"JPY""#, with: #"8800,"currency":"XTS""#)
        let (backend, transport) = try Self.marketplaceBackend([.json(.created, unreadable)])
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) {
            try await backend.environment.marketplace.purchase.buy(Item.ID(3), Self.demo)
        }
        #expect(transport.sent.count == 1)
    }

    @Test func garbageAndAGatewayTimeoutInTheMarketplaceAreUnavailableAndUnreachable() async throws {
        let (backend, _) = try Self.marketplaceBackend([
            .failure(URLError(.cannotConnectToHost)), .json(.ok, "this is not JSON"),
            .json(.ok, #"{"items":[],"page":1,"pageSize":0,"pageCount":1,"totalCount":9223372036854775807}"#),
            .json(.gatewayTimeout, ""), .json(.ok, Wire.item(1, currency: "XXX")),
        ])
        let environment = backend.environment
        await #expect(throws: ServiceError.unreachable(server: "http://127.0.0.1:8080")) {
            try await environment.marketplace.wallet.balance(Self.demo)
        }
        await #expect(throws: ServiceError.unavailable) { try await environment.marketplace.wallet.balance(Self.demo) }
        await #expect(throws: ServiceError.unavailable, "counts that would overflow counting pages") {
            try await environment.marketplace.items.page(1, nil)
        }
        await #expect(throws: ServiceError.unreachable(server: "http://127.0.0.1:8080"), "a gateway's 504") {
            try await environment.marketplace.transactions.list(Self.demo)
        }
        await #expect(throws: ServiceError.store(.unknownCurrency(code: "XXX"))) {
            try await environment.marketplace.items.item(Item.ID(1))
        }
        #expect(ServiceError.unreachable(server: "http://127.0.0.1:8080").description.contains("http://127.0.0.1:8080"))
    }

    @Test func pagesAskForTheirNumberAndQuery() async throws {
        let page = #"{"items":[\#(Wire.item(1)),\#(Wire.item(2, sold: true))],"page":2,"pageSize":10,"pageCount":2,"totalCount":12}"#
        let (backend, transport) = try Self.marketplaceBackend([.json(.ok, page), .json(.ok, page)])
        let read = try await backend.environment.marketplace.items.page(2, "lamp")
        #expect(read.number == 2 && read.size == 10 && read.totalCount == 12 && read.elements.map(\.isSold) == [false, true])
        _ = try await backend.environment.marketplace.items.page(Int.max, nil)
        #expect(transport.sent.map { $0.request.path ?? "" } == ["/v1/items?page=2&q=lamp", "/v1/items?page=\(Int64.max)"])
    }

    /// Ctrl-C while the purchase's request is out: it may have reached the server, so the app says the
    /// outcome is unknown (not "cancelled, you were not charged") and does not send it again.
    @Test func cancellingAPurchaseInFlightSaysItsOutcomeIsUnknown() async throws {
        let (backend, transport) = try Self.marketplaceBackend([.silenceUntilCancelled, .json(.created, Wire.transaction(7, item: 3))])
        let purchase = backend.environment.marketplace.purchase
        let task = Task { try await purchase.buy(Item.ID(3), Self.demo) }
        while transport.sent.isEmpty {
            try Task.checkCancellation()  // the suite's time limit ends it
            await Task.yield()
        }
        task.cancel()
        await #expect(throws: ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")) { try await task.value }
        #expect(transport.sent.count == 1)
        // The user stopped waiting; the server did not run out of time. What the user reads says neither.
        let said = ServiceError.outcomeUnknown(server: "http://127.0.0.1:8080")
        for text in [said.english, said.japanese] {
            #expect(!text.contains("in time") && !text.contains("時間内"), "\(text)")
        }
    }

    @Test func cancellingBeforeThePurchaseIsSentSendsNothing() async throws {
        let (backend, transport) = try Self.marketplaceBackend([.json(.created, Wire.transaction(7, item: 3))])
        let purchase = backend.environment.marketplace.purchase
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await purchase.buy(Item.ID(3), Self.demo)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(transport.sent.isEmpty)
    }
}

extension Wire {
    static func money(_ minorUnits: Int, _ currency: String = "JPY") -> String {
        #"{"minorUnits":\#(minorUnits),"currency":"\#(currency)"}"#
    }
    static func item(_ id: Int, price: Int = 1200, currency: String = "JPY", sold: Bool = false) -> String {
        #"{"id":\#(id),"name":"Lamp","seller":"Ann","price":\#(money(price, currency)),"isSold":\#(sold)}"#
    }
    static func transaction(_ id: Int, item: Int) -> String {
        #"{"id":\#(id),"itemId":\#(item),"itemName":"Lamp","seller":"Ann","amount":\#(money(1200)),"balanceAfter":\#(money(8800)),"date":"2026-11-23T10:00:00Z"}"#
    }
}
