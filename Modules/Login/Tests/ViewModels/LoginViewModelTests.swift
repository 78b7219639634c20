import Clocks
import LoginViewModels
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginViewModelTests {
    enum Output: Equatable {
        case isFormValid(Bool)
        case showHUD(String)
        case dismissHUD
        case succeeded(Session)
        case showAlert(String)
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()

    private func makeViewModel(
        effects: Effects? = nil, logIn: @escaping @Sendable (String, Password) async throws -> Session = LoginUseCase.unimplemented.logIn
    ) -> LoginViewModel {
        let viewModel = LoginViewModel(login: LoginUseCase(logIn: logIn), language: .english, effects: effects ?? self.effects)
        viewModel.outputs.isFormValid = log.record(Output.isFormValid)
        viewModel.outputs.showHUD = log.record(Output.showHUD)
        viewModel.outputs.dismissHUD = log.record(.dismissHUD)
        viewModel.outputs.succeeded = log.record(Output.succeeded)
        viewModel.outputs.showAlert = log.record { Output.showAlert($0.text) }
        return viewModel
    }

    private func fillIn(_ viewModel: LoginViewModel, password: String = "bazaar-demo") {
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password(password))
    }

    @Test(.exhaustive) func formIsInvalidUntilBothFieldsAreValidAndEmitsOnlyChanges() {
        let viewModel = makeViewModel()

        viewModel.inputs.viewDidLoad()
        log.assertNext([.isFormValid(false)])

        viewModel.inputs.emailChanged("demo@")
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        log.assertNothingNew("an email alone is not enough")

        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        log.assertNext([.isFormValid(true)])

        viewModel.inputs.emailChanged("Demo@Bazaar.dev")
        log.assertNothingNew("still valid: no repeated emission")

        viewModel.inputs.passwordChanged(Password(""))
        log.assertNext([.isFormValid(false)])
    }

    @Test(.exhaustive) func successfulLoginLoadsThenEndsLoadingBeforeItSucceeds() async {
        let calls = CallLog<String>()
        let viewModel = makeViewModel { email, password in
            calls.append("\(email) \(password.revealed)")
            return Fixtures.demoSession
        }
        viewModel.inputs.viewDidLoad()
        fillIn(viewModel)
        log.assertNext([.isFormValid(false), .isFormValid(true)])

        viewModel.inputs.submitTapped()
        log.assertNext([.showHUD("Logging in…")], "loading starts at once, before the use case answers")

        await effects.waitUntilIdle()
        log.assertNext([.dismissHUD, .succeeded(Fixtures.demoSession)])
        #expect(calls.calls == ["demo@bazaar.dev bazaar-demo"])
    }

    @Test(.exhaustive) func afterASuccessfulLoginThePasswordIsForgotten() async {
        let viewModel = makeViewModel { _, _ in Fixtures.demoSession }
        fillIn(viewModel)
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD, .succeeded(Fixtures.demoSession),
        ])

        viewModel.inputs.submitTapped()
        log.assertNext([.showAlert("Enter a password.")], "the password is not kept in memory after it was used")
    }

    @Test(.exhaustive) func thePasswordsBytesAreOverwrittenOnceTheLoginItWasSentForSucceeded() async {
        let sent = CallLog<Password>()
        let viewModel = makeViewModel { _, password in
            sent.append(password)
            return Fixtures.demoSession
        }
        let typed = Password("bazaar-demo")
        let length = "bazaar-demo".utf8.count
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(typed)
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD, .succeeded(Fixtures.demoSession),
        ])

        #expect(sent.calls.count == 1)
        for password in [typed] + sent.calls {
            #expect(password.withUTF8Bytes { $0.count == length && $0.allSatisfy { $0 == 0 } }, "zeros where the password was")
        }
    }

    @Test(.exhaustive) func aPasswordThatFailedIsKeptForTheNextAttemptUntilReplaced() async {
        let sent = CallLog<String>()
        let viewModel = makeViewModel { _, password in
            sent.append(password.revealed)
            throw LoginError.invalidCredentials
        }
        let typed = Password("bazaar-demo")
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(typed)
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD, .showAlert("Wrong email or password."),
            .showHUD("Logging in…"), .dismissHUD, .showAlert("Wrong email or password."),
        ])
        #expect(sent.calls == ["bazaar-demo", "bazaar-demo"], "a failed attempt does not wipe what the next one sends")
    }

    @Test(.exhaustive) func wrongPasswordFailsWithOneLineAndTheFormStaysUsable() async {
        let viewModel = makeViewModel { _, _ in throw LoginError.invalidCredentials }
        viewModel.inputs.viewDidLoad()
        fillIn(viewModel, password: "wrong")
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD, .showAlert("Wrong email or password."),
        ])

        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Logging in…"), .dismissHUD, .showAlert("Wrong email or password.")], "a second attempt is allowed")
    }

    @Test(.exhaustive) func submittingAnInvalidFormExplainsWhyWithoutCallingTheService() {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.submitTapped()
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.submitTapped()
        log.assertNext([
            .isFormValid(false), .showAlert("That is not a valid email address."), .showAlert("Enter a password."),
        ])
    }

    @Test(.exhaustive) func submitWhileAnAttemptIsInFlightIsIgnored() async {
        let calls = CallLog<String>()
        let viewModel = makeViewModel { email, _ in
            calls.append(email)
            return Fixtures.demoSession
        }
        fillIn(viewModel)
        viewModel.inputs.submitTapped()
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()

        #expect(calls.calls.count == 1)
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD, .succeeded(Fixtures.demoSession),
        ])
    }

    @Test(.exhaustive) func unexpectedServiceErrorsBecomeAReadableMessage() async {
        struct Boom: Error {}
        let viewModel = makeViewModel { _, _ in throw Boom() }
        fillIn(viewModel)
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD,
            .showAlert("The account service is unavailable. Try again."),
        ])
    }

    @Test(.exhaustive) func aServerThatCannotBeReachedIsNamed() async {
        let viewModel = makeViewModel { _, _ in throw ServiceError.unreachable(server: "http://127.0.0.1:8080") }
        fillIn(viewModel)
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        log.assertNext([
            .isFormValid(false), .isFormValid(true), .showHUD("Logging in…"), .dismissHUD,
            .showAlert("Could not log in. Cannot reach the server at http://127.0.0.1:8080. Check that it is running, then try again."),
        ])
    }

    @Test(.exhaustive) func cancellingASlowAttemptStopsLoadingWithoutLoggingIn() async {
        let clock = TestClock()
        let slow = Effects.watched(latency: Latency(delay: .milliseconds(500), clock: clock))
        let viewModel = makeViewModel(effects: slow) { _, _ in Fixtures.demoSession }
        fillIn(viewModel)
        viewModel.inputs.submitTapped()
        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(499))
        log.assertNext([.isFormValid(false), .isFormValid(true), .showHUD("Logging in…")], "still waiting on the clock")

        slow.cancelAll()
        await slow.waitUntilIdle()
        log.assertNext([.dismissHUD, .showAlert("Login cancelled.")])
    }

    @Test(.exhaustive) func aSlowAttemptSucceedsOnlyOnceTheClockHasAdvanced() async {
        let clock = TestClock()
        let slow = Effects.watched(latency: Latency(delay: .milliseconds(500), clock: clock))
        let viewModel = makeViewModel(effects: slow) { _, _ in Fixtures.demoSession }
        fillIn(viewModel)
        viewModel.inputs.submitTapped()

        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(499))
        log.assertNext([.isFormValid(false), .isFormValid(true), .showHUD("Logging in…")])
        await clock.advance(by: .milliseconds(1))
        await slow.waitUntilIdle()
        log.assertNext([.dismissHUD, .succeeded(Fixtures.demoSession)])
    }

    @Test func theViewModelIsReleasedWhenItsOwnerLetsGo() async {
        weak var released: LoginViewModel?
        do {
            let viewModel = makeViewModel { _, _ in Fixtures.demoSession }
            fillIn(viewModel)
            viewModel.inputs.submitTapped()
            released = viewModel
            await effects.waitUntilIdle()
        }
        #expect(released == nil)
    }
}
