import EndToEndTesting
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct LoginTranscriptTests {
    static let loginIntro = """
        Log in
        Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.
        """

    @Test func aWrongPasswordIsOneLineAndTheSessionGoesOn() throws {
        let run = try BazaarBinary.run(script: [
            "email demo@bazaar.dev", "password nope", "submit", "password bazaar-demo", "submit", "where",
        ])
        #expect(run.status == 0)
        #expect(run.errors == "Error: Wrong email or password.\n")
        #expect(BazaarBinary.endsAtHome(run.output, after: "Password set.\n"), "\(run.output)")
    }

    @Test func theEchoedTranscriptNeverShowsThePassword() throws {
        let run = try BazaarBinary.run(["--in-memory", "--echo"], script: BazaarBinary.logIn)
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
