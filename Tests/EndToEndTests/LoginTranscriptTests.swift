import Foundation
import Testing

@Suite struct LoginTranscriptTests {
    static let loginIntro = """
        Log in
        Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.
        """

    @Test func aWrongPasswordIsOneLineAndTheSessionGoesOn() throws {
        let run = try BazaarBinary.run(script: [
            "email demo@bazaar.dev", "password nope", "submit", "password bazaar-demo", "submit", "where",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Error:") } == ["Error: Wrong email or password."])
        #expect(lines.suffix(3) == ["Welcome, Demo.", "Balance: ¥10,000", "home"])
    }

    @Test func theEchoedTranscriptNeverShowsThePassword() throws {
        let run = try BazaarBinary.run(["--in-memory", "--echo"], script: ["email demo@bazaar.dev", "password bazaar-demo", "submit"])
        #expect(run.output.contains("> password ********"))
        #expect(!run.output.contains("bazaar-demo"))
    }

    @Test func passwordWithoutAnArgumentReadsTheNextLineInAScript() throws {
        let run = try BazaarBinary.run(
            ["--in-memory", "--echo"], script: ["email demo@bazaar.dev", "password", "bazaar-demo", "submit", "where"])
        #expect(!run.output.contains("bazaar-demo"), "the secret line is not echoed")
        #expect(run.output.hasSuffix("> where\nhome\n"))
    }

    @Test func endOfInputEndsTheSessionCleanly() throws {
        let run = try BazaarBinary.run(script: ["help"])
        #expect(run.status == 0)
        #expect(run.output.contains("submit             Log in with the email and password set."))
    }
}
