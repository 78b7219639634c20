import EndToEndTesting
import Foundation
import Testing

/// What the command line says about itself and about flags it cannot take.
@Suite(.timeLimit(.minutes(1))) struct FlagsTests {
    @Test(arguments: [
        ("-5ms", "a latency cannot be negative ('-5ms'); use 0 for none, or a duration such as 500ms or 2s"),
        ("61s", "a latency of at most 60s can be simulated, not '61s'"),
        ("soon", "'soon' is not a duration; use milliseconds or seconds, such as 500ms, 2s or 1.5s"),
    ])
    func aLatencyThatCannotBeUsedSaysWhy(value: String, reason: String) throws {
        let run = try BazaarBinary.run(["--in-memory", "--latency", value], script: ["quit"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("Error: The value '\(value)' is invalid for '--latency <duration>': \(reason)\n"))
    }

    @Test func aLatencyInMillisecondsOrSecondsIsTaken() throws {
        for value in ["0", "1ms", "0.5s"] {
            let run = try BazaarBinary.run(["--in-memory", "--latency", value], script: ["where"])
            #expect(run.status == 0)
            #expect(run.output.hasSuffix("\nlogin\n"), "--latency \(value)")
        }
    }

    @Test func helpWrapsItsParagraphsAsWholeSentences() throws {
        let run = try BazaarBinary.run(["--help"], input: Data())
        #expect(run.status == 0)
        let discussion = run.output.components(separatedBy: "\n\nUSAGE:").first ?? ""
        let paragraphs = discussion.components(separatedBy: "\n\n").dropFirst().map { $0.replacing("\n", with: " ") }
        #expect(
            paragraphs == [
                "Log in with demo@bazaar.dev / bazaar-demo. Type 'help' on any screen.",
                "With a terminal on stdin and stdout you get line editing, Tab completion and history; otherwise commands are read one per line (a script), with no prompts and no colour.",
                "With --json, programs drive the same screens with one JSON request per line and read one JSON event per line (see docs/json-lines.md).",
                "The app speaks English, or Japanese when LC_ALL, LC_MESSAGES or LANG says ja (ja_JP.UTF-8).",
            ])
        #expect(!discussion.contains("\nhistory;\n"), "no line holds a stray half sentence")
    }
}

extension FlagsTests {
    /// `--help` and the flags' own errors follow the locale, as the screens do; the library's words
    /// (`USAGE:`, `OPTIONS:`) stay as they are.
    @Test func helpAndAFlagsErrorSpeakTheLocalesLanguage() throws {
        let help = try BazaarBinary.run(["--help"], input: Data(), environment: ["LANG": "ja_JP.UTF-8"])
        #expect(help.status == 0)
        #expect(help.output.contains("--in-memory             データをメモリだけに置く。何も保存しない。"))
        #expect(help.output.contains("USAGE:"))
        let refused = try BazaarBinary.run(
            ["--in-memory", "--latency", "-5ms"], input: Data(), environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "C.UTF-8"],
            mergingErrors: true)
        #expect(refused.status != 0)
        #expect(refused.output.contains("遅延は負にできません（'-5ms'）"), "LC_ALL wins over LANG")
    }
}
