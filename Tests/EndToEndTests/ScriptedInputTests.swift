import EndToEndTesting
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct ScriptedInputTests: ScriptedInputSuite {
    /// Runs `bazaar --in-memory -f FILE` on a file holding `contents`.
    func runScriptFile(_ contents: String) throws -> BazaarBinary.Run {
        try BazaarBinary.withHome { home in
            let script = home.appendingPathComponent("session.txt")
            try Data(contents.utf8).write(to: script)
            return try BazaarBinary.run(["--in-memory", "-f", script.path], input: Data(), home: home)
        }
    }

    @Test func scriptsHaveNoPromptsAndNoEscapeCodes() throws {
        let run = try BazaarBinary.run(script: ["help"] + BazaarBinary.logIn)
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.output.contains("bazaar login>"))
    }

    @Test func badInputGetsOneLineAndTheSessionGoesOn() throws {
        var input = Data("emial demo@bazaar.dev\nemail\nemail a@b.co extra\n".utf8)
        input.append(contentsOf: [0x69, 0x74, 0xFF, 0x0A])
        input.append(contentsOf: Array("items\u{1B}[A\n".utf8))
        input.append(contentsOf: Array((String(repeating: "x", count: 5000) + "\n").utf8))
        input.append(contentsOf: Array("where\n".utf8))
        let run = try BazaarBinary.run(["--in-memory"], input: input)
        #expect(run.status == 0)
        #expect(
            run.output == """
                Log in
                Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.
                login

                """, "a script's errors are not mixed into its output")
        #expect(
            run.errors == """
                Error: Unknown command. Did you mean 'email'?
                Error: email: missing ADDRESS. Usage: email ADDRESS
                Error: email: too many words. Usage: email ADDRESS
                Error: Line is not valid UTF-8; it was ignored.
                Error: Line contains control characters; it was ignored.
                Error: Line too long (5000 bytes); the limit is 4096 bytes.

                """)
    }

    /// A password's line is refused as any line is (too long, not UTF-8, control characters), never cut
    /// short or changed and then tried; the question is answered no, and the next line is a command again.
    @Test func aPasswordLineIsRefusedAsAnyLineIs() throws {
        var input = Data("email demo@bazaar.dev\npassword\n".utf8)
        input.append(contentsOf: Array((String(repeating: "a", count: 5000) + "\n").utf8))
        input.append(contentsOf: Array("password\n".utf8))
        input.append(contentsOf: Array("bazaar-demo".utf8) + [0xFF, 0x0A])
        input.append(contentsOf: Array("password\nbazaar-demo\u{1}\nwhere\n".utf8))
        let run = try BazaarBinary.run(["--in-memory"], input: input)
        #expect(run.status == 0)
        #expect(!run.output.contains("Password set."), "\(run.output)")
        #expect(run.output.hasSuffix("login\n"), "the line after a refused password is a command: \(run.output)")
        #expect(
            run.errors == """
                Error: Line too long (5000 bytes); the limit is 4096 bytes.
                Error: No password entered.
                Error: Line is not valid UTF-8; it was ignored.
                Error: No password entered.
                Error: Line contains control characters; it was ignored.
                Error: No password entered.

                """)
    }

    @Test func aScriptsErrorsGoToStandardErrorInOrderWithTheRestUnder2To1() throws {
        let script = ["bogus", "where", "email nope", "email demo@bazaar.dev", "where"]
        let merged = try BazaarBinary.run(
            ["--in-memory", "--echo"], input: Data(script.map { $0 + "\n" }.joined().utf8), mergingErrors: true)
        #expect(
            merged.output == """
                Log in
                Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.
                > ********
                Error: Unknown command. Type 'help' to see the commands.
                > where
                login
                > email nope
                Email: nope
                > email demo@bazaar.dev
                Email: demo@bazaar.dev
                > where
                login

                """)
        let separate = try BazaarBinary.run(["--in-memory", "--echo"], script: script)
        #expect(separate.errors == "Error: Unknown command. Type 'help' to see the commands.\n")
        #expect(!separate.output.contains("Error:"))
    }

    /// A password typed in the wrong place (glued to a word, after other words, as an answer, as an unknown
    /// command) reaches neither the output, the echo, the transcript nor an error.
    @Test func aSecretTypedInTheWrongPlaceIsNeverRepeated() throws {
        try Self.expectTheSecretNeverRepeated(
            after: ["where bazaar-demo"],
            shown: [
                "> ********\nError: Unknown command. Type 'help' to see the commands.\n> ********\n",
                "> email demo@bazaar.dev ********\nError: email: too many words. Usage: email ADDRESS\n",
            ])
        let json = try BazaarBinary.run(
            ["--json", "--in-memory"], script: Self.misplacedSecrets.map { #"{"command":"\#($0)"}"# } + [#"{"command":"quit"}"#])
        #expect(json.status == 0)
        #expect(json.output.contains(#""type":"error""#))
        #expect(!json.output.contains("bazaar-demo"), "\(json.output)")
    }

    @Test func bailStopsAtTheFirstFailureWithStatusOne() throws {
        let run = try BazaarBinary.run(["--in-memory", "--bail"], script: ["email demo@bazaar.dev", "bogus", "where"])
        #expect(run.status == 1)
        #expect(run.errors == "Error: Unknown command. Type 'help' to see the commands.\n")
        #expect(run.output.hasSuffix("Email: demo@bazaar.dev\n"), "nothing after the failure ran")

        let failedLogin = try BazaarBinary.run(
            ["--in-memory", "--bail"], script: ["email demo@bazaar.dev", "password x", "submit", "where"])
        #expect(failedLogin.status == 1, "an error shown by a screen fails the command too")
    }

    @Test func withoutBailFailuresStillExitZero() throws {
        let run = try BazaarBinary.run(script: ["bogus"])
        #expect(run.status == 0)
    }

    @Test func aScriptFileWithCRLFLineEndingsRuns() throws {
        let run = try runScriptFile("email demo@bazaar.dev\r\npassword bazaar-demo\r\nsubmit\r\nwhere\r\n")
        #expect(run.status == 0)
        #expect(BazaarBinary.endsAtHome(run.output), "\(run.output)")
    }

    @Test func aScriptFileStartingWithAByteOrderMarkRuns() throws {
        let run = try runScriptFile("\u{FEFF}where\nhelp\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("Error"))
        #expect(run.output.contains("\nlogin\n"))
    }

    @Test func aMissingScriptFileIsOneClearError() throws {
        let run = try BazaarBinary.run(["--in-memory", "-f", "/nonexistent/script.txt"], input: Data())
        #expect(run.status == 1)
        #expect(run.errors == "bazaar: cannot open script '/nonexistent/script.txt': No such file or directory\n")
        #expect(run.output == "")
    }

    /// A run that refuses its script or its transcript has not created, seeded or migrated the database it
    /// names: it opens its own input first.
    @Test(arguments: [
        ["-f", "/nonexistent/script.txt"], ["--json", "-f", "/nonexistent/script.txt"], ["--record", "/nonexistent/t.txt"],
    ])
    func aRunThatRefusesItsInputLeavesTheDatabaseAsItWas(flags: [String]) throws {
        try BazaarBinary.withHome { home in
            let database = home.appendingPathComponent("data/bazaar.sqlite").path
            let run = try BazaarBinary.run(["--database", database] + flags, input: Data(), home: home)
            #expect(run.status == 1)
            #expect(run.errors.hasPrefix("bazaar: cannot "), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path), "no database, no folder")
        }
    }

    @Test func aDatabasePathThatCannotBeOpenedIsOneClearError() throws {
        try BazaarBinary.withHome { home in
            let plainFile = home.appendingPathComponent("plain.txt")
            try Data("not a folder\n".utf8).write(to: plainFile)
            let database = plainFile.appendingPathComponent("bazaar.sqlite").path
            let run = try BazaarBinary.run(["--database", database], script: ["where"], home: home)
            #expect(run.status == 1)
            #expect(run.errors == "bazaar: cannot open the database at '\(database)': '\(plainFile.path)' is not a folder\n")
            #expect(run.output == "")
        }
    }

    @Test func aDatabasePathHoldingSomethingElseIsRefusedAndLeftAlone() throws {
        try BazaarBinary.withHome { home in try refusesAndLeavesAlone(home: home) }
    }

    private func refusesAndLeavesAlone(home: URL) throws {
        let plainFile = home.appendingPathComponent("plain.txt")
        try Data("keep me\n".utf8).write(to: plainFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plainFile.path)
        let run = try BazaarBinary.run(["--database", plainFile.path], script: ["where"], home: home)
        #expect(run.status == 1)
        let expected = "bazaar: cannot open the database at '\(plainFile.path)': it is not a SQLite database (nothing was changed)\n"
        #expect(run.errors == expected)
        let mode = try FileManager.default.attributesOfItem(atPath: plainFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        #expect(try String(contentsOf: plainFile, encoding: .utf8) == "keep me\n")
    }

    @Test func helpAndVersionFlags() throws {
        let help = try BazaarBinary.run(["--help"], input: Data())
        #expect(help.status == 0)
        for flag in [
            "--database", "--in-memory", "--latency", "--file", "--echo", "--bail", "--no-color", "--history-file", "--no-history",
            "--version",
        ] {
            #expect(help.output.contains(flag), "--help mentions \(flag)")
        }
        let version = try BazaarBinary.run(["--version"], input: Data())
        #expect(version.output == "0.1.0\n")
        let bad = try BazaarBinary.run(["--latency", "soon"], input: Data())
        #expect(bad.status != 0)
        #expect(bad.errors.contains("--latency"))
    }

    @Test(arguments: ["1e16s", "0x10s", "1e3ms", "61s", "60.001s", "99999999999999999999999999ms", "infs", "nans", "+1s", "1.2.3s"])
    func aLatencyOutOfRangeOrNotWrittenInDecimalIsAUsageError(latency: String) throws {
        let run = try BazaarBinary.run(["--in-memory", "--latency", latency], input: Data())
        #expect(run.status == 64, "a usage error, not a trap")
        let first = run.errors.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Error: ") && first.contains("'\(latency)'"), "\(run.errors)")
        #expect(!run.errors.contains("Fatal error"))
    }

    @Test func latencyDelaysWorkButTheScriptStillCompletes() throws {
        let run = try BazaarBinary.run(
            ["--in-memory", "--latency", "20ms"], script: BazaarBinary.logIn + ["where"])
        #expect(BazaarBinary.endsAtHome(run.output), "\(run.output)")
    }
}
