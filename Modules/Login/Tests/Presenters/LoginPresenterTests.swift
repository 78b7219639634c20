import LoginPresenters
import LoginViewModels
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginPresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()
    let requests = OutputRecorder<AuthRequest>("requests")
    let intro: [RecordingView.Event] = [
        .show(.heading("Log in")),
        .show(.hint(.init(LoginCommand.Hint.howTo))),
    ]

    func makePresenter(logIn: @escaping @Sendable (String, Password) async throws -> Session) -> LoginPresenter {
        let presenter = LoginPresenter(
            viewModel: LoginViewModel(login: LoginUseCase(logIn: logIn), language: .english, effects: effects), language: .english)
        presenter.onRequest = requests.observer
        presenter.attach(view)
        return presenter
    }

    @Test(.exhaustive) func aSuccessfulLoginReportsTheLoggedInRequest() async {
        let passwords = CallLog<String>()
        let presenter = makePresenter { _, password in
            passwords.append(password.revealed)
            return Fixtures.demoSession
        }
        view.assertNext(intro)
        #expect(presenter.title == "Log in")

        presenter.perform(.email("demo@bazaar.dev"))
        presenter.perform(.password(Password("bazaar-demo")))
        presenter.perform(.submit)
        view.assertNext([
            .show(.line("Email: demo@bazaar.dev")),
            .show(.line("Password set.")),
            .show(.hint(.init(LoginCommand.Hint.ready))),
            .busy("Logging in…"),
        ])
        requests.assertDidNotEmit()

        await effects.waitUntilIdle()
        view.assertNext([.busy(nil)])
        requests.assertValues([.loggedIn(Fixtures.demoSession)])
        #expect(passwords.calls == ["bazaar-demo"])
    }

    @Test(.exhaustive) func passwordWithoutAnArgumentAsksForItAndTheAnswerArrivesLater() async {
        let presenter = makePresenter { _, password in
            #expect(password.revealed == "typed secret")
            return Fixtures.demoSession
        }
        view.assertNext(intro)
        presenter.perform(.email("demo@bazaar.dev"))
        presenter.perform(.password(nil))
        view.assertNext([.show(.line("Email: demo@bazaar.dev")), .asked(.secret, "Password: ")], "the presenter returns without waiting")

        view.answer("typed secret")
        view.assertNext([.show(.line("Password set.")), .show(.hint(.init(LoginCommand.Hint.ready)))])

        presenter.perform(.password(nil))
        view.cancelQuestion()
        let noPassword = RecordingView.Event.show(.error(Alert(code: "Login.noPasswordEntered", text: "No password entered.")))
        view.assertNext([.asked(.secret, "Password: "), noPassword])
        // An empty one is none: it was "Password set.", and the login then refused.
        presenter.perform(.password(nil))
        view.answer("")
        presenter.perform(.password(Password("")))
        view.assertNext([.asked(.secret, "Password: "), noPassword, noPassword])

        presenter.perform(.submit)
        await effects.waitUntilIdle()
        view.assertNext([.busy("Logging in…"), .busy(nil)])
        requests.assertValues(
            [.loggedIn(Fixtures.demoSession)], "the earlier password still stands after a cancelled prompt or an empty one")
    }

    @Test(.exhaustive) func aWrongPasswordShowsOneErrorLineAfterTheBusyLineAndStaysOnLogin() async {
        let presenter = makePresenter { _, _ in throw LoginError.invalidCredentials }
        view.assertNext(intro)
        presenter.perform(.email("demo@bazaar.dev"))
        presenter.perform(.password(Password("nope")))
        presenter.perform(.submit)
        await effects.waitUntilIdle()
        view.assertNext([
            .show(.line("Email: demo@bazaar.dev")),
            .show(.line("Password set.")),
            .show(.hint(.init(LoginCommand.Hint.ready))),
            .busy("Logging in…"),
            .busy(nil),
            .show(.error(Alert(code: "LoginError.invalidCredentials", text: "Wrong email or password."))),
        ])
        requests.assertDidNotEmit()
    }

    @Test(.exhaustive) func reappearingShowsTheTitle() {
        let presenter = makePresenter { _, _ in Fixtures.demoSession }
        view.assertNext(intro)
        presenter.reappear()
        view.assertNext([.show(.heading("Log in"))])
    }
}
