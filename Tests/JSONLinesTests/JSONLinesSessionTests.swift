import AppTesting
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
                #"{"type":"secret","code":"Login.password","prompt":"Password:"}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"error","code":"JSON.secretWaiting","text":"A secret is asked for: send it first with {\"secret\": \"…\"}."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"error","code":"JSON.secretWaiting","text":"A secret is asked for: send it first with {\"secret\": \"…\"}."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"line","id":"pw","text":"Password set."}"#,
                #"{"type":"hint","id":"pw","code":"Login.ready","text":"Ready: type 'submit' to log in."}"#,
            ])
        #expect(lines.contains(#"{"type":"heading","text":"Welcome, Demo."}"#))
    }

    /// A secret is refused as a line would be: a NUL or another control character is no part of a password a
    /// person types (PBKDF2 would even take "bazaar-demo" with a NUL after it). The secret is still asked for.
    @Test func aSecretHoldingControlCharactersIsRefusedAndStillAskedFor() async {
        let source = ScriptedSource([
            #"{"command":"email demo@bazaar.dev"}"#, #"{"command":"password"}"#, #"{"secret":"bazaar-demo\u0000"}"#,
            #"{"secret":"bazaar-demo"}"#,
        ])
        #expect(await app.run(source) == 0)
        #expect(
            Array(output.take().suffix(5)) == [
                #"{"type":"error","code":"LineProblem.controlCharacters","text":"Line contains control characters; it was ignored."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"line","text":"Password set."}"#,
                #"{"type":"hint","code":"Login.ready","text":"Ready: type 'submit' to log in."}"#,
                #"{"type":"done","ok":true}"#,
            ])
    }

    @Test func ctrlCEndingTheInputEndsTheSessionWith130AndAnswersAWaitingSecretNo() async {
        let source = ScriptedSource([
            .line(Array(#"{"command":"password"}"#.utf8)), .interrupted, .line(Array(#"{"command":"where"}"#.utf8)),
        ])
        #expect(await app.run(source) == 130)
        #expect(source.unread == 1)
        #expect(
            output.take().suffix(4) == [
                #"{"type":"secret","code":"Login.password","prompt":"Password:"}"#,
                #"{"type":"done","ok":true}"#,
                #"{"type":"error","code":"Login.noPasswordEntered","text":"No password entered."}"#,
                #"{"type":"done","ok":false}"#,
            ])
    }

    @Test func workCancelledInFlightEndsItsResponseWithTheErrorAndTheSessionGoesOn() async {
        let cancel = CancelSwitch()
        let app = JSONLinesApp { environment, _ in
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
                #"{"type":"error","code":"Login.cancelled","text":"Login cancelled."}"#,
                #"{"type":"done","ok":false}"#,
                #"{"type":"line","id":"after","text":"login"}"#,
                #"{"type":"done","id":"after","ok":true}"#,
            ])
    }

    @Test func everyBadLineGetsOneErrorAndItsDoneAndTheSessionGoesOn() async {
        // A bad line's error carries no id, but for a request whose id could be read.
        let bad: [(InputLine, String, String)] = [
            (
                .line(Array("not json".utf8)), "Malformed JSON: send one JSON object per line, such as {\\\"command\\\": \\\"help\\\"}.",
                "RequestProblem.malformedJSON"
            ),
            (.line(Array("[1,2]".utf8)), "A request must be a JSON object, not an array.", "RequestProblem.notAnObject"),
            (
                .line(Array(#"{"command":"where","x":1}"#.utf8)),
                "Unknown key 'x'. A request has one of 'command', 'answer' or 'secret', and may have 'id'.", "RequestProblem.unknownKeys"
            ),
            (.line(Array(#"{}"#.utf8)), "A request needs one of 'command', 'answer' or 'secret'.", "RequestProblem.missingKind"),
            (.line(Array(#"{"command":7}"#.utf8)), "'command' must be a string, not a number.", "RequestProblem.wrongType"),
            (
                .line(Array(#"{"command":"x"#.utf8), wholeLength: 9_000), "Line too long (9000 bytes); the limit is 4096 bytes.",
                "LineProblem.tooLong"
            ),
            (.line([0x7B, 0xFF, 0x7D]), "Line is not valid UTF-8; it was ignored.", "LineProblem.invalidUTF8"),
            (
                .line(Array(#"{"command":"where\u001b[2J"}"#.utf8)), "Line contains control characters; it was ignored.",
                "LineProblem.controlCharacters"
            ),
            (.line(Array(#"{"answer":"yes"}"#.utf8)), "Nothing is asked now: an answer only answers a question.", "JSON.nothingAsked"),
            (.line(Array(#"{"secret":"s3cret"}"#.utf8)), "No secret is asked now; it was ignored.", "JSON.noSecretAsked"),
        ]
        let withID = InputLine.line(Array(#"{"id":"x","verbose":true}"#.utf8))
        let source = ScriptedSource(bad.map(\.0) + [withID, .line(Array(#"{"command":"where"}"#.utf8))])
        #expect(await app.run(source) == 0)
        let expected = bad.flatMap { [#"{"type":"error","code":"\#($0.2)","text":"\#($0.1)"}"#, #"{"type":"done","ok":false}"#] }
        #expect(
            output.take() == JSONLinesApp.startup + expected + [
                #"{"type":"error","id":"x","code":"RequestProblem.unknownKeys","text":"Unknown key 'verbose'. A request has one of 'command', 'answer' or 'secret', and may have 'id'."}"#,
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
                #"{"type":"error","id":1,"code":"Shell.logInFirst","text":"Log in first: open is for signed-in users."}"#,
                #"{"type":"done","id":1,"ok":false}"#,
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
