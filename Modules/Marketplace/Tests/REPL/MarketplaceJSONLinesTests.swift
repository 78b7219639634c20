import AppTesting
import Coordinator
import Foundation
import JSONLines
import MarketplaceCoordinator
import MarketplaceModels
import MarketplaceUseCases
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases

/// The marketplace in a JSON Lines session (`JSONLinesSessionTests`' kind): a teapot for sale, a wallet, and a
/// purchase the app's `recorded` log keeps.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MarketplaceJSONLinesTests {
    let app = JSONLinesApp(features: [.marketplace]) { environment, recorded in Self.stub(&environment, recording: recorded) }
    var output: EventBuffer { app.output }

    nonisolated static let teapot = Item(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: .yen(3_800), isSold: false)
    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: teapot.id, itemName: teapot.name, seller: "Aki", amount: .yen(3_800),
        balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 0))

    /// The marketplace's use cases, stubbed: a teapot for sale, a wallet, and a purchase `recording` records.
    static func stub(_ environment: inout UseCaseEnvironment, recording: CallLog<String>) {
        environment.marketplace.wallet.balance = { [purchases = recording] _ in purchases.calls.isEmpty ? .yen(10_000) : .yen(6_200) }
        environment.marketplace.items.item = { _ in Self.teapot }
        environment.marketplace.purchase.buy = { [purchases = recording] item, _ in
            purchases.append("buy \(item)")
            return Self.receipt
        }
        environment.marketplace.transactions.list = { [purchases = recording] _ in purchases.calls.isEmpty ? [] : [Self.receipt] }
    }

    @Test func aPurchaseFromLoginToTheTransactionsTableWithEveryEventCarryingItsRequestsId() async {
        let source = ScriptedSource(
            JSONLinesApp.logIn + [
                #"{"command":"open items/3","id":1}"#, #"{"command":"buy","id":2}"#, #"{"answer":"yes","id":"3"}"#,
                #"{"command":"open transactions","id":4}"#, #"{"command":"quit","id":5}"#, #"{"command":"where"}"#,
            ])
        #expect(await app.run(source) == 0)
        #expect(source.unread == 1, "nothing is read after quit")
        #expect(
            output.take() == JSONLinesApp.startup + [
                #"{"type":"line","text":"Email: demo@bazaar.dev"}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"line","text":"Password set."}"#,
                #"{"type":"hint","code":"Login.ready","text":"Ready: type 'submit' to log in."}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"busy","label":"Logging in…"}"#,
                #"{"type":"idle"}"#,
                #"{"type":"screen","path":"home","title":"Home"}"#,
                #"{"type":"heading","text":"Welcome, Demo."}"#,
                #"{"type":"fields","fields":[{"label":"Balance","text":"¥10,000","money":{"minorUnits":10000,"currency":"JPY"}}]}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"screen","id":1,"path":"items/3","title":"Item 3"}"#,
                #"{"type":"busy","id":1,"label":"Loading item 3…"}"#,
                #"{"type":"idle","id":1}"#,
                #"{"type":"heading","id":1,"text":"Kyūsu teapot"}"#,
                ##"{"type":"fields","id":1,"fields":[{"label":"Item","text":"#3"},{"label":"Seller","text":"Aki"},"##
                    + #"{"label":"Price","text":"¥3,800","money":{"minorUnits":3800,"currency":"JPY"}},"#
                    + #"{"label":"Status","text":"Available","status":"available"}]}"#,
                #"{"type":"hint","id":1,"code":"ItemDetail.buy","text":"Type 'buy' to buy it."}"#,
                #"{"type":"done","id":1,"ok":true}"#,
                #"{"type":"question","id":2,"code":"ItemDetail.confirmPurchase","prompt":"Buy Kyūsu teapot for ¥3,800?","answers":["yes","no"]}"#,
                #"{"type":"done","id":2,"ok":true}"#,
                #"{"type":"busy","id":"3","label":"Buying Kyūsu teapot…"}"#,
                #"{"type":"idle","id":"3"}"#,
                #"{"type":"success","id":"3","text":"Bought Kyūsu teapot for ¥3,800. Your balance is now ¥6,200."}"#,
                #"{"type":"done","id":"3","ok":true}"#,
                #"{"type":"screen","id":4,"path":"transactions","title":"Your transactions"}"#,
                #"{"type":"busy","id":4,"label":"Loading transactions…"}"#,
                #"{"type":"idle","id":4}"#,
                #"{"type":"heading","id":4,"text":"Your transactions"}"#,
                ##"{"type":"table","id":4,"headers":["#","Item","Amount","Date"],"rows":[[{"text":"1"},{"text":"Kyūsu teapot"},"##
                    + #"{"text":"¥3,800","money":{"minorUnits":3800,"currency":"JPY"}},{"text":"1970-01-01","date":"1970-01-01T00:00:00Z"}]],"#
                    + #""links":[{"id":1,"path":"transactions/1"}]}"#,
                #"{"type":"done","id":4,"ok":true}"#,
                #"{"type":"done","id":5,"ok":true}"#,
            ])
        #expect(app.recorded.calls == ["buy \(Self.teapot.id)"])
    }

    @Test func whileAQuestionWaitsOtherRequestsAreRefusedAndItStaysAsked() async {
        let source = ScriptedSource(
            JSONLinesApp.logIn + [
                #"{"command":"open items/3"}"#, #"{"command":"buy"}"#, #"{"command":"home","id":1}"#, #"{"answer":"Yes","id":2}"#,
                #"{"secret":"yes","id":3}"#, #"{"answer":"no","id":4}"#, #"{"answer":"no","id":5}"#, #"{"command":"where","id":6}"#,
            ])
        #expect(await app.run(source) == 0)
        #expect(
            output.take().suffix(12) == [
                #"{"type":"error","id":1,"code":"JSON.questionWaiting","text":"A question is waiting: answer it first with {\"answer\": \"yes\"} or {\"answer\": \"no\"}."}"#,
                #"{"type":"done","id":1,"ok":false}"#,
                #"{"type":"error","id":2,"code":"JSON.answerWith","text":"Answer 'yes' or 'no'; the question is still waiting."}"#,
                #"{"type":"done","id":2,"ok":false}"#,
                #"{"type":"error","id":3,"code":"JSON.questionWaiting","text":"A question is waiting: answer it first with {\"answer\": \"yes\"} or {\"answer\": \"no\"}."}"#,
                #"{"type":"done","id":3,"ok":false}"#,
                #"{"type":"line","id":4,"text":"Purchase cancelled. You were not charged."}"#,
                #"{"type":"done","id":4,"ok":true}"#,
                #"{"type":"error","id":5,"code":"JSON.nothingAsked","text":"Nothing is asked now: an answer only answers a question."}"#,
                #"{"type":"done","id":5,"ok":false}"#,
                #"{"type":"line","id":6,"text":"home > items > items/3"}"#,
                #"{"type":"done","id":6,"ok":true}"#,
            ])
        #expect(app.recorded.calls.isEmpty)
    }

    @Test func theEndOfTheInputAnswersAWaitingQuestionNo() async {
        let source = ScriptedSource(JSONLinesApp.logIn + [#"{"command":"open items/3"}"#, #"{"command":"buy","id":1}"#])
        #expect(await app.run(source) == 0)
        #expect(
            output.take().suffix(4) == [
                #"{"type":"question","id":1,"code":"ItemDetail.confirmPurchase","prompt":"Buy Kyūsu teapot for ¥3,800?","answers":["yes","no"]}"#,
                #"{"type":"done","id":1,"ok":true}"#,
                #"{"type":"line","text":"Purchase cancelled. You were not charged."}"#,
                #"{"type":"done","ok":true}"#,
            ])
        #expect(app.recorded.calls.isEmpty)
    }
}
