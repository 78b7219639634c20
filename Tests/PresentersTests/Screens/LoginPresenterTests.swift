import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct LoginPresenterTests {
    let view = RecordingView()
    let effects = Effects()
    let routes = OutputRecorder<RouteRequest>("routes")

    func makePresenter(logIn: @escaping @Sendable (String, Password) async throws -> Session) -> LoginPresenter {
        var environment = UseCaseEnvironment.unimplemented
        environment.login = LoginUseCaseDouble(logIn)
        let presenter = LoginPresenter(viewModel: LoginViewModel(environment: environment, effects: effects))
        presenter.onRoute = routes.observer
        presenter.attach(view)
        return presenter
    }

    @Test(.exhaustive) func aSuccessfulLoginReportsTheLoggedInRoute() async {
        let passwords = CallLog<String>()
        let presenter = makePresenter { _, password in
            passwords.append(password.revealed)
            return Fixtures.demoSession
        }
        #expect(
            view.takeEvents() == [
                .show(.heading("Log in")),
                .show(.line("Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.")),
            ])

        presenter.perform(ParsedCommand("email", ["demo@bazaar.dev"]))
        presenter.perform(ParsedCommand("password", ["bazaar-demo"]))
        presenter.perform(ParsedCommand("submit"))
        #expect(
            view.takeEvents() == [
                .show(.line("Email: demo@bazaar.dev")),
                .show(.line("Password set.")),
                .show(.line("Ready: type 'submit' to log in.")),
                .busy("Logging in…"),
            ])
        routes.assertDidNotEmit()

        await effects.waitUntilIdle()
        #expect(view.takeEvents() == [.busy(nil)])
        routes.assertValues([.loggedIn(Fixtures.demoSession)])
        #expect(passwords.calls == ["bazaar-demo"])
    }

    @Test(.exhaustive) func passwordWithoutAnArgumentAsksForItWithoutEcho() async {
        let presenter = makePresenter { _, password in
            #expect(password.revealed == "typed secret")
            return Fixtures.demoSession
        }
        _ = view.takeEvents()
        view.secrets = ["typed secret"]
        presenter.perform(ParsedCommand("email", ["demo@bazaar.dev"]))
        presenter.perform(ParsedCommand("password"))
        #expect(
            view.takeEvents() == [
                .show(.line("Email: demo@bazaar.dev")),
                .askedSecret("Password: "),
                .show(.line("Password set.")),
                .show(.line("Ready: type 'submit' to log in.")),
            ])

        view.secrets = [nil]
        presenter.perform(ParsedCommand("password"))
        #expect(view.takeEvents() == [.askedSecret("Password: "), .show(.error("No password entered."))])

        presenter.perform(ParsedCommand("submit"))
        await effects.waitUntilIdle()
        #expect(view.takeEvents() == [.busy("Logging in…"), .busy(nil)])
        routes.assertValues([.loggedIn(Fixtures.demoSession)], "the earlier password still stands after a cancelled prompt")
    }

    @Test(.exhaustive) func aWrongPasswordShowsOneErrorLineAndStaysOnLogin() async {
        let presenter = makePresenter { _, _ in throw LoginError.invalidCredentials }
        _ = view.takeEvents()
        presenter.perform(ParsedCommand("email", ["demo@bazaar.dev"]))
        presenter.perform(ParsedCommand("password", ["nope"]))
        presenter.perform(ParsedCommand("submit"))
        await effects.waitUntilIdle()

        #expect(
            view.takeEvents() == [
                .show(.line("Email: demo@bazaar.dev")),
                .show(.line("Password set.")),
                .show(.line("Ready: type 'submit' to log in.")),
                .busy("Logging in…"),
                .busy(nil),
                .show(.error("Wrong email or password.")),
            ])
        routes.assertDidNotEmit()
    }
}
