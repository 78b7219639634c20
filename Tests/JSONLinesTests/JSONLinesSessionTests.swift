import JSONLines
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases

/// The JSON Lines session on a real coordinator and command shell: every request gets its events and one
/// `done`, bad lines get an error and the session goes on, questions wait for their answers.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct JSONLinesSessionTests {
    let app = JSONLinesApp()
    var output: EventBuffer { app.output }

    // example-begin
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
                #"{"type":"question","id":2,"prompt":"Buy Kyūsu teapot for ¥3,800?","answers":["yes","no"]}"#,
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
        #expect(app.purchases.calls == [JSONLinesApp.teapot.id])
    }
    // example-end

    @Test func aSecretIsAskedForAndNeverWrittenAnywhere() async {
        let source = ScriptedSource([
            #"{"command":"email demo@bazaar.dev"}"#, #"{"command":"password"}"#, #"{"command":"submit"}"#, #"{"answer":"yes"}"#,
            #"{"secret":"bazaar-demo","id":"pw"}"#, #"{"command":"submit"}"#, #"{"command":"logout"}"#,
            #"{"command":"password bazaar-demo"}"#, #"{"command":"pasword bazaar-demo"}"#,
        ])
        #expect(await app.run(source) == 0)
        let lines = output.take()
        #expect(!lines.contains { $0.contains("bazaar-demo") })
        #expect(
            Array(lines.dropFirst(JSONLinesApp.startup.count + 2).prefix(8)) == [
                #"{"type":"secret","prompt":"Password:"}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"error","text":"A secret is asked for: send it first with {\"secret\": \"…\"}."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"error","text":"A secret is asked for: send it first with {\"secret\": \"…\"}."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"line","id":"pw","text":"Password set."}"#,
                #"{"type":"hint","id":"pw","code":"Login.ready","text":"Ready: type 'submit' to log in."}"#,
            ])
        #expect(lines.contains(#"{"type":"heading","text":"Welcome, Demo."}"#))
    }

    // example-begin
    @Test func whileAQuestionWaitsOtherRequestsAreRefusedAndItStaysAsked() async {
        let source = ScriptedSource(
            JSONLinesApp.logIn + [
                #"{"command":"open items/3"}"#, #"{"command":"buy"}"#, #"{"command":"home","id":1}"#, #"{"answer":"Yes","id":2}"#,
                #"{"secret":"yes","id":3}"#, #"{"answer":"no","id":4}"#, #"{"answer":"no","id":5}"#, #"{"command":"where","id":6}"#,
            ])
        #expect(await app.run(source) == 0)
        #expect(
            output.take().suffix(12) == [
                #"{"type":"error","id":1,"text":"A question is waiting: answer it first with {\"answer\": \"yes\"} or {\"answer\": \"no\"}."}"#,
                #"{"type":"done","id":1,"ok":false}"#,
                #"{"type":"error","id":2,"text":"Answer 'yes' or 'no'; the question is still waiting."}"#,
                #"{"type":"done","id":2,"ok":false}"#,
                #"{"type":"error","id":3,"text":"A question is waiting: answer it first with {\"answer\": \"yes\"} or {\"answer\": \"no\"}."}"#,
                #"{"type":"done","id":3,"ok":false}"#,
                #"{"type":"line","id":4,"text":"Purchase cancelled. You were not charged."}"#,
                #"{"type":"done","id":4,"ok":true}"#,
                #"{"type":"error","id":5,"text":"Nothing is asked now: an answer only answers a question."}"#,
                #"{"type":"done","id":5,"ok":false}"#,
                #"{"type":"line","id":6,"text":"home > items > items/3"}"#,
                #"{"type":"done","id":6,"ok":true}"#,
            ])
        #expect(app.purchases.calls.isEmpty)
    }

    @Test func theEndOfTheInputAnswersAWaitingQuestionNo() async {
        let source = ScriptedSource(JSONLinesApp.logIn + [#"{"command":"open items/3"}"#, #"{"command":"buy","id":1}"#])
        #expect(await app.run(source) == 0)
        #expect(
            output.take().suffix(4) == [
                #"{"type":"question","id":1,"prompt":"Buy Kyūsu teapot for ¥3,800?","answers":["yes","no"]}"#,
                #"{"type":"done","id":1,"ok":true}"#,
                #"{"type":"line","text":"Purchase cancelled. You were not charged."}"#,
                #"{"type":"done","ok":true}"#,
            ])
        #expect(app.purchases.calls.isEmpty)
    }
    // example-end

    @Test func ctrlCEndingTheInputEndsTheSessionWith130AndAnswersAWaitingSecretNo() async {
        let source = ScriptedSource([
            .line(Array(#"{"command":"password"}"#.utf8)), .interrupted, .line(Array(#"{"command":"where"}"#.utf8)),
        ])
        #expect(await app.run(source) == 130)
        #expect(source.unread == 1)
        #expect(
            output.take().suffix(4) == [
                #"{"type":"secret","prompt":"Password:"}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"error","text":"No password entered."}"#,
                #"{"type":"done","ok":false}"#,
            ])
    }

    @Test func workCancelledInFlightEndsItsResponseWithTheErrorAndTheSessionGoesOn() async {
        let cancel = CancelSwitch()
        let app = JSONLinesApp { environment in
            environment.login.logIn = { _, _ in
                await cancel.pull()
                try Task.checkCancellation()
                return Fixtures.demoSession
            }
        }
        cancel.shell = app.shell
        let source = ScriptedSource(JSONLinesApp.logIn + [#"{"command":"where","id":"after"}"#])
        #expect(await app.run(source) == 0)
        #expect(
            app.output.take().suffix(6) == [
                #"{"type":"busy","label":"Logging in…"}"#,
                #"{"type":"idle"}"#,
                #"{"type":"error","text":"Login cancelled."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"line","id":"after","text":"login"}"#,
                #"{"type":"done","id":"after","ok":true}"#,
            ])
    }

    @Test func everyBadLineGetsOneErrorAndItsDoneAndTheSessionGoesOn() async {
        // A bad line's error carries no id, but for a request whose id could be read.
        let bad: [(InputLine, String)] = [
            (.line(Array("not json".utf8)), "Malformed JSON: send one JSON object per line, such as {\\\"command\\\": \\\"help\\\"}."),
            (.line(Array("[1,2]".utf8)), "A request must be a JSON object, not an array."),
            (
                .line(Array(#"{"command":"where","x":1}"#.utf8)),
                "Unknown key 'x'. A request has one of 'command', 'answer' or 'secret', and may have 'id'."
            ),
            (.line(Array(#"{}"#.utf8)), "A request needs one of 'command', 'answer' or 'secret'."),
            (.line(Array(#"{"command":7}"#.utf8)), "'command' must be a string, not a number."),
            (.line(Array(#"{"command":"x"#.utf8), wholeLength: 9_000), "Line too long (9000 bytes); the limit is 4096 bytes."),
            (.line([0x7B, 0xFF, 0x7D]), "Line is not valid UTF-8; it was ignored."),
            (.line(Array(#"{"command":"where\u001b[2J"}"#.utf8)), "Line contains control characters; it was ignored."),
            (.line(Array(#"{"answer":"yes"}"#.utf8)), "Nothing is asked now: an answer only answers a question."),
            (.line(Array(#"{"secret":"s3cret"}"#.utf8)), "No secret is asked now; it was ignored."),
        ]
        let withID = InputLine.line(Array(#"{"id":"x","verbose":true}"#.utf8))
        let source = ScriptedSource(bad.map(\.0) + [withID, .line(Array(#"{"command":"where"}"#.utf8))])
        #expect(await app.run(source) == 0)
        let expected = bad.flatMap { [#"{"type":"error","text":"\#($0.1)"}"#, #"{"type":"done","ok":false}"#] }
        #expect(
            output.take() == JSONLinesApp.startup + expected + [
                #"{"type":"error","id":"x","text":"Unknown key 'verbose'. A request has one of 'command', 'answer' or 'secret', and may have 'id'."}"#,
                #"{"type":"done","id":"x","ok":false}"#,
                #"{"type":"line","text":"login"}"#,
                #"{"type":"done","ok":true}"#,
            ])
    }

    @Test func blankLinesAndEmptyCommandsChangeNothing() async {
        let source = ScriptedSource(["", "  \t", #"{"command":"   ","id":1}"#])
        #expect(await app.run(source) == 0)
        #expect(output.take() == JSONLinesApp.startup + [#"{"type":"done","id":1,"ok":true}"#], "a blank line gets no response at all")
    }

    @Test func bailStopsAfterTheFirstResponseThatFailed() async {
        let source = ScriptedSource([#"{"command":"where"}"#, #"{"command":"open items","id":1}"#, #"{"command":"where"}"#])
        #expect(await app.run(source, bail: true) == 1)
        #expect(source.unread == 1)
        #expect(
            output.take().suffix(2) == [
                #"{"type":"error","id":1,"text":"Log in first: open is for signed-in users."}"#, #"{"type":"done","id":1,"ok":false}"#,
            ])
    }
}

/// Cancels the shell's work from inside a use case, as a Ctrl-C arriving while it runs would.
@MainActor
final class CancelSwitch {
    weak var shell: CommandShell?

    func pull() {
        shell?.cancelWork()
    }
}
