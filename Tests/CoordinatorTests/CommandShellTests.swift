import AppTesting
import Clocks
import Coordinator
import Foundation
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

/// The text command shell on a real coordinator: lines to commands, help, global commands, completion,
/// the history policy and secret masking.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CommandShellTests {
    let app = TestApp()
    var shell: CommandShell { app.shell }
    var view: TranscriptView { app.view }

    @Test func signedInCommandsBeforeLoginSayWhyTheyCannotRun() async {
        app.coordinator.start()
        _ = view.take()
        await app.run("back", "home", "open items", "logout", "where")
        #expect(
            view.take() == [
                "You are on login, the first screen: there is nothing to go back to.",
                "Error: Log in first: home is for signed-in users.",
                "Error: Log in first: open is for signed-in users.",
                "Error: You are not logged in.",
                "login",
            ])
        // Typed with the wrong arguments, each is still refused for what it is, not as a command not known.
        await app.run("open", "logout now", "home sweet", "back again")
        #expect(
            view.take() == [
                "Error: Log in first: open is for signed-in users.",
                "Error: You are not logged in.",
                "Error: Log in first: home is for signed-in users.",
                "You are on login, the first screen: there is nothing to go back to.",
            ])
    }

    @Test func helpListsOnlyWhatWorksHere() async {
        app.coordinator.start()
        _ = view.take()
        await app.run("help")
        #expect(
            view.take() == [
                "email ADDRESS | Set the email address to log in with.",
                "password [SECRET] | Set the password (asked for without echo when not given).",
                "submit | Log in with the email and password set.",
                "help | Show the commands you can use here.",
                "where | Show where you are: the navigation stack.",
                "quit | Leave Bazaar.",
            ])
        await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        _ = view.take()
        await app.run("?")
        let sections = app.coordinator.routes.sections(under: .home).map { "\($0.name) | \($0.summary.english)" }
        #expect(
            view.take() == sections + [
                "back | Go back to the previous screen.",
                "home | Go to the home screen.",
                "open PATH | Jump to a screen by its path, such as home (Tab lists them).",
                "logout | Log out and return to the login screen.",
                "help | Show the commands you can use here.",
                "where | Show where you are: the navigation stack.",
                "quit | Leave Bazaar.",
            ])
        #expect(shell.handle("exit") == .quit)
        #expect(shell.handle("quit") == .quit)
        #expect(shell.handle("where") == .proceed)
    }

    @Test func logoutWorksOnEverySignedInScreen() async {
        await app.expectLogoutWorks(on: "home")
    }

    @Test func passwordsNeverReachHistoryOrTranscripts() async {
        app.coordinator.start()
        #expect(!shell.mayRecordInHistory("password bazaar-demo"))
        #expect(!shell.mayRecordInHistory("pasword bazaar-demo"), "a line that does not parse is not recorded either")
        #expect(shell.mayRecordInHistory("password"))
        #expect(shell.mayRecordInHistory("email demo@bazaar.dev"))
        #expect(shell.redacting("password  bazaar-demo") == "password ********")
        #expect(shell.redacting("email demo@bazaar.dev") == "email demo@bazaar.dev")
        #expect(shell.redacting("password bazaar demo") == "password ********", "too many words, still a secret")
        #expect(shell.redacting("PASWORD bazaar-demo") == "********", "a typo of password")
        #expect(shell.redacting("password") == "password")
        #expect(shell.redacting(#"password "correct horse battery""#) == "password ********", "a secret in quotes, spaces and all")
        #expect(!shell.mayRecordInHistory(#"password 'correct horse'"#))
        #expect(shell.redacting(#"password "correct horse"#) == "password ********", "an unclosed quote is masked too")
        #expect(shell.redacting("ｐａｓｓｗｏｒｄ bazaar-demo") == "ｐａｓｓｗｏｒｄ ********", "its word typed full-width")
        #expect(!shell.mayRecordInHistory("ＰＡＳＳＷＯＲＤ bazaar-demo"))

        await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(shell.redacting("password hunter2") == "********", "masked on a screen without the command too")
        #expect(!shell.mayRecordInHistory("password hunter2"))
    }

    /// A password typed in the wrong place looks like any other word: a line that does not run is shown as
    /// its command word and a mask (or a mask alone), and its error repeats no word of it.
    @Test func aLineThatDoesNotRunIsMaskedPastItsCommandWordAndItsErrorRepeatsNoneOfIt() async {
        app.coordinator.start()
        let typed = [
            "passwordhunter2", "pw hunter2", "email demo@bazaar.dev password hunter2", "email demo@bazaar.dev hunter2", "hunter2",
            "submit hunter2", "open hunter2", "open", "emial hunter2",
        ]
        #expect(
            typed.map { shell.redacting($0) } == [
                "********", "********", "email demo@bazaar.dev ********", "email demo@bazaar.dev ********", "********",
                "submit ********", "open ********", "open",
                "********",
            ])
        #expect(shell.redacting(refused: "pw hunter2\u{1B}[2J") == "********")
        #expect(shell.redacting(refused: "password hunter2\u{7}") == "password ********")
        #expect(shell.redacting("email demo@bazaar.dev") == "email demo@bazaar.dev", "the email address stays readable")
        #expect(shell.redacting("where") == "where")
        for line in typed { await app.run(line) }
        let errors = view.take().filter { $0.hasPrefix("Error") }
        #expect(errors.count == typed.count, "every line is an error: \(errors)")
        #expect(!errors.contains { $0.contains("hunter2") }, "\(errors)")
        #expect(errors.last == "Error: Unknown command. Did you mean 'email'?")
    }

    @Test func anAnswerIsShownOnlyWhenItIsOneOfTheAnswersUnderstood() {
        for answer in ["y", "yes", "Y", "YES", "n", "no", "No", ""] { #expect(shell.redacting(answer: answer) == answer) }
        for answer in ["password hunter2", "hunter2", "yess", "y hunter2"] { #expect(shell.redacting(answer: answer) == "********") }
    }

    @Test func completionOffersOnlyWhatWorksHere() async {
        app.coordinator.start()
        #expect(shell.completions(for: "su") == ["submit"])
        #expect(shell.completions(for: "") == ["email", "help", "password", "quit", "submit", "where"])
        #expect(shell.completions(for: "open ") == [], "nothing to open before login")
        await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(shell.completions(for: "lo") == ["logout"])
        #expect(shell.completions(for: "open ") == app.coordinator.routes.fixedPaths.sorted())
    }

    @Test func ctrlCCancelsTheWorkInFlight() async {
        let clock = TestClock()
        let app = TestApp { environment in
            environment.login.logIn = { _, _ in
                try await clock.sleep(for: .seconds(3_600))
                return Fixtures.demoSession
            }
        }
        app.coordinator.start()
        await app.run("email demo@bazaar.dev", "password bazaar-demo")
        _ = app.shell.handle("submit")
        await clock.waitUntilSleeping()
        #expect(app.shell.isBusy)
        app.shell.cancelWork()
        await app.shell.settle()
        #expect(!app.shell.isBusy)
        #expect(app.view.take().last == "Error: Login cancelled.")
        #expect(app.paths == ["login"])
    }
}
