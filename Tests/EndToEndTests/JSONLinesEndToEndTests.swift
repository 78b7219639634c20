import EndToEndTesting
import Foundation
import Testing

/// `bazaar --json` driven by a program: a login whose secret is never written, a feature's work as in the
/// terminal, bad input answered and survived, Ctrl-C and SIGTERM, and nothing on stdout but JSON lines.
@Suite(.timeLimit(.minutes(1))) struct JSONLinesEndToEndTests: JSONLinesEndToEndSuite {

    @Test func aClientLogsInWithASecretThatIsNeverWritten() throws {
        let client = try JSONLinesClient()
        let startup = try client.readResponse()
        #expect(startup.first?.line == #"{"type":"hello","version":7}"#)
        #expect(startup.map(\.type) == ["hello", "screen", "heading", "hint", "done"])
        try client.send(["command": "email demo@bazaar.dev"])
        let asked = try client.send(["command": "password"])
        #expect(asked.map(\.line) == [#"{"type":"secret","code":"Login.password","prompt":"Password:"}"#, #"{"type":"done","ok":true}"#])
        try client.send(["secret": "bazaar-demo"])
        let home = try client.send(["command": "submit", "id": 1])
        #expect(home.contains { $0.type == "screen" && $0["path"] as? String == "home" })
        #expect(home.allSatisfy { $0.id as? Int == 1 }, "every event of the response carries its id")
        #expect(try client.send(["command": "where"]).map(\.line) == [#"{"type":"line","text":"home"}"#, #"{"type":"done","ok":true}"#])
        #expect(try client.send(["command": "quit"]).map(\.line) == [#"{"type":"done","ok":true}"#])
        let run = try client.finish()
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(!run.output.contains("bazaar-demo"), "the secret is never written")
    }

    @Test func aPipedSessionPrintsOnlyJSONLinesAndEndsWithZero() throws {
        try Self.expectAPipedSession([#"{"command":"where"}"#], prints: [#"{"type":"line","text":"home"}"#])

        let notJSON = try Self.run(["--json", "--in-memory"], script: ["not json"])
        #expect(notJSON.status == 0)
        #expect(notJSON.output.split(separator: "\n").filter { $0.hasPrefix(#"{"type":"error""#) }.count == 1)
        #expect(notJSON.output.hasSuffix(#"{"type":"done","ok":false}"# + "\n"))
    }

    @Test func aSessionFedEveryBadInputAnswersEachWithOneErrorAndGoesOn() throws {
        let client = try JSONLinesClient()
        try client.readResponse()
        let bad: [Data] = [
            Data("not json".utf8), Data("{".utf8), Data(#"{"command":"where"} trailing"#.utf8), Data("[1]".utf8), Data("null".utf8),
            Data(#""where""#.utf8), Data("{}".utf8), Data(#"{"id":1}"#.utf8), Data(#"{"command":"where","extra":1}"#.utf8),
            Data(#"{"command":42}"#.utf8), Data(#"{"command":"where","id":true}"#.utf8), Data(#"{"command":"x","answer":"yes"}"#.utf8),
            Data(#"{"answer":"yes"}"#.utf8), Data(#"{"secret":"s3cret"}"#.utf8), Data(#"{"command":"where\u0007"}"#.utf8),
            Data(#"{"command":""#.utf8) + Data([0xFF, 0xFE]) + Data(#""}"#.utf8),
            Data(#"{"command":""#.utf8) + Data(repeating: UInt8(ascii: "a"), count: 5_000) + Data(#""}"#.utf8),
            Data(repeating: UInt8(ascii: "["), count: 300_000),
        ]
        for line in bad {
            let response = try client.send(raw: line)
            #expect(response.map(\.type) == ["error", "done"], "\(response)")
            #expect(response.last?.ok == false)
        }
        let still = try client.send(["command": "where", "id": "still-here"])
        #expect(
            still.map(\.line) == [#"{"type":"line","id":"still-here","text":"login"}"#, #"{"type":"done","id":"still-here","ok":true}"#])
        let run = try client.finish()
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(!run.output.contains("s3cret"))
    }

    @Test func ctrlCCancelsTheWorkInFlightThenEndsTheSessionWith130() throws {
        let client = try JSONLinesClient(["--json", "--in-memory", "--latency", "30s"])
        try client.readResponse()
        try client.send(["command": "email demo@bazaar.dev"])
        try client.send(["command": "password bazaar-demo"])
        try client.send(raw: Data(#"{"command":"submit","id":"login"}"#.utf8), readingThrough: "busy")
        client.interrupt()
        let rest = try client.readResponse()
        #expect(
            rest.map(\.line) == [
                #"{"type":"idle","id":"login"}"#,
                #"{"type":"error","id":"login","code":"Login.cancelled","text":"Login cancelled."}"#,
                #"{"type":"done","id":"login","ok":false}"#,
            ])
        let run = try client.finish()
        #expect(run.status == 130)
        #expect(run.errors == "")
    }

    @Test(arguments: [false, true])
    func sigtermEndsTheProgramBetweenTwoLinesWith143(whileBusy: Bool) throws {
        let client = try JSONLinesClient(["--json", "--in-memory", "--latency", "30s"])
        try client.readResponse()
        if whileBusy {
            try client.send(["command": "email demo@bazaar.dev"])
            try client.send(["command": "password bazaar-demo"])
            try client.send(raw: Data(#"{"command":"submit"}"#.utf8), readingThrough: "busy")
        }
        client.terminate()
        let run = try client.finish(endingInput: false)
        #expect(run.status == 143, "exited with 128 + SIGTERM, not killed by it")
        #expect(run.errors == "")
        #expect(run.output.hasSuffix(whileBusy ? #"{"type":"busy","label":"Logging in…"}"# + "\n" : #"{"type":"done","ok":true}"# + "\n"))
    }

    /// SIGTERM as soon as the program has said hello still ends it: a signal that came before libdispatch
    /// had registered its handler (a little after start, on another thread) used to be lost, and the
    /// program ran on. Three times, since the window was short.
    @Test func sigtermRightAfterHelloEndsTheProgramWith143() throws {
        for _ in 0..<3 {
            let client = try JSONLinesClient(["--json", "--in-memory"])
            _ = try client.read(through: "hello")
            client.terminate()
            let run = try client.finish(endingInput: false)
            #expect(run.status == 143)
            #expect(run.errors == "")
        }
    }

    @Test func bailStopsAfterTheFirstFailedResponseWithStatusOne() throws {
        let run = try Self.run(
            ["--json", "--in-memory", "--bail"], script: [#"{"command":"where"}"#, "[]", #"{"command":"where"}"#])
        #expect(run.status == 1)
        #expect(
            run.output.split(separator: "\n").suffix(4) == [
                #"{"type":"line","text":"login"}"#, #"{"type":"done","ok":true}"#,
                #"{"type":"error","code":"RequestProblem.notAnObject","text":"A request must be a JSON object, not an array."}"#,
                #"{"type":"done","ok":false}"#,
            ])
    }

    @Test func requestsComeFromAFileWithDashF() throws {
        let home = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(home) }
        let file = home.appendingPathComponent("requests.jsonl")
        try Data((Self.logIn + [#"{"command":"where","id":9}"#]).joined(separator: "\n").utf8).write(to: file)
        let run = try BazaarBinary.run(
            ["--json", "--in-memory", "-f", file.path], input: Data("{\"command\":\"quit\"}\n".utf8), home: home)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix(#"{"type":"line","id":9,"text":"home"}"# + "\n" + #"{"type":"done","id":9,"ok":true}"# + "\n"))

        let missing = try BazaarBinary.run(
            ["--json", "--in-memory", "-f", home.appendingPathComponent("none").path], input: Data(), home: home)
        #expect(missing.status == 1)
        #expect(missing.output == "")
        #expect(missing.errors == "bazaar: cannot open script '\(home.path)/none': No such file or directory\n")
    }

    @Test(arguments: ["--echo", "--record"])
    func transcriptFlagsAreRefusedWithJSON(flag: String) throws {
        let home = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(home) }
        let record = home.appendingPathComponent("record.txt").path
        let run = try BazaarBinary.run(
            ["--json", "--in-memory"] + (flag == "--record" ? [flag, record] : [flag]), input: Data(), home: home)
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.errors.contains("\(flag) does not apply to --json"))
        #expect(!FileManager.default.fileExists(atPath: record))
    }

    @Test func aDatabaseThatCannotBeOpenedIsOneLineOnStandardErrorAndNoEventWithStatusOne() throws {
        try BazaarBinary.withHome { home in
            let plainFile = home.appendingPathComponent("plain.txt")
            try Data("not a folder\n".utf8).write(to: plainFile)
            let database = plainFile.appendingPathComponent("bazaar.sqlite").path
            let run = try BazaarBinary.run(["--json", "--database", database], script: [#"{"command":"where"}"#], home: home)
            #expect(run.status == 1)
            #expect(run.output == "", "not even hello: stdout carries nothing but events")
            #expect(run.errors == "bazaar: cannot open the database at '\(database)': '\(plainFile.path)' is not a folder\n")
        }
    }

    @Test func aRequestLineEndingInCRLFIsTheSameRequest() throws {
        let run = try BazaarBinary.run(["--json", "--in-memory"], input: Data("{\"command\":\"where\",\"id\":1}\r\n".utf8))
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.hasSuffix(#"{"type":"line","id":1,"text":"login"}"# + "\n" + #"{"type":"done","id":1,"ok":true}"# + "\n"))
    }

    /// `bazaar --json` on a pseudo-terminal, each command waiting out `latency`, once `first` has done what it does
    /// at the first screen and every request of the login but `submit` is answered.
    static func onATerminal(home: URL, latency: String, first: (PseudoTerminal) -> Void = { _ in }) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: ["--json", "--in-memory", "--latency", latency],
            environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color"]))
        try terminal.waitFor(#"{"type":"done","ok":true}"#)
        first(terminal)
        for request in logIn.dropLast() {
            try terminal.enter(request, until: #"{"type":"done","ok":true}"#)
        }
        return terminal
    }

    /// A Ctrl-C typed while nothing runs cancels nothing: it was delivered once the main actor was free, in
    /// the next request that started work, and cancelled that (the login said "Login cancelled.").
    @Test func onATerminalACtrlCTypedWhileIdleCancelsNoLaterRequest() throws {
        try BazaarBinary.withHome { home in
            let terminal = try Self.onATerminal(home: home, latency: "10ms") { $0.type("\u{3}") }
            try terminal.enter(#"{"command":"submit","id":"login"}"#, until: #"{"type":"done","id":"login","ok":true}"#)
            try terminal.enter(#"{"command":"quit","id":3}"#, until: #"{"type":"done","id":3,"ok":true}"#)
            #expect(try terminal.waitForExit() == 0)
        }
    }

    @Test func onATerminalCtrlCCancelsTheWorkInFlightAndTheSessionGoesOn() throws {
        try BazaarBinary.withHome { home in
            let terminal = try Self.onATerminal(home: home, latency: "30s")
            try terminal.enter(#"{"command":"submit","id":"login"}"#, until: #"{"type":"busy","id":"login","label":"Logging in…"}"#)
            terminal.type("\u{3}")
            try terminal.waitFor(#"{"type":"error","id":"login","code":"Login.cancelled","text":"Login cancelled."}"#)
            try terminal.waitFor(#"{"type":"done","id":"login","ok":false}"#)
            try terminal.enter(#"{"command":"where","id":2}"#, until: #"{"type":"line","id":2,"text":"login"}"#)
            try terminal.enter(#"{"command":"quit","id":3}"#, until: #"{"type":"done","id":3,"ok":true}"#)
            #expect(try terminal.waitForExit() == 0, "the Ctrl-C did not end the session")
        }
    }
}
