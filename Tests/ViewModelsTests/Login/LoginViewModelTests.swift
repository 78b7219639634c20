import Clocks
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct LoginViewModelTests {
    let effects = Effects()
    let isFormValid = OutputRecorder<Bool>("isFormValid")
    let isLoading = OutputRecorder<Bool>("isLoading")
    let loginSucceeded = OutputRecorder<Session>("loginSucceeded")
    let loginFailed = OutputRecorder<String>("loginFailed")

    private func makeViewModel(_ environment: UseCaseEnvironment) -> LoginViewModel {
        let viewModel = LoginViewModel(environment: environment, effects: effects)
        viewModel.outputs.isFormValid = isFormValid.observer
        viewModel.outputs.isLoading = isLoading.observer
        viewModel.outputs.loginSucceeded = loginSucceeded.observer
        viewModel.outputs.loginFailed = loginFailed.observer
        return viewModel
    }

    private func environment(logIn: @escaping @Sendable (String, Password) async throws -> Session) -> UseCaseEnvironment {
        var environment = UseCaseEnvironment.unimplemented
        environment.login = LoginUseCaseDouble(logIn)
        return environment
    }

    @Test(.exhaustive) func formIsInvalidUntilBothFieldsAreValidAndEmitsOnlyChanges() {
        let viewModel = makeViewModel(.unimplemented)

        viewModel.inputs.viewDidLoad()
        isFormValid.assertValues([false])

        viewModel.inputs.emailChanged("demo@")
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        isFormValid.assertValues([false], "an email alone is not enough")

        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        isFormValid.assertValues([false, true])

        viewModel.inputs.emailChanged("Demo@Bazaar.dev")
        isFormValid.assertValues([false, true], "still valid: no repeated emission")

        viewModel.inputs.passwordChanged(Password(""))
        isFormValid.assertValues([false, true, false])

        isLoading.assertDidNotEmit()
        loginSucceeded.assertDidNotEmit()
        loginFailed.assertDidNotEmit()
    }

    @Test(.exhaustive) func successfulLoginLoadsThenSucceeds() async {
        let calls = CallLog<String>()
        let viewModel = makeViewModel(
            environment { email, password in
                calls.append("\(email) \(password.revealed)")
                return Fixtures.demoSession
            })
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        isFormValid.assertValues([false, true])

        viewModel.inputs.submitTapped()
        isLoading.assertValues([true], "loading starts at once, before the use case answers")
        loginSucceeded.assertDidNotEmit()

        await effects.waitUntilIdle()
        isLoading.assertValues([true, false])
        loginSucceeded.assertValues([Fixtures.demoSession])
        loginFailed.assertDidNotEmit()
        #expect(calls.calls == ["demo@bazaar.dev bazaar-demo"])
    }

    @Test(.exhaustive) func wrongPasswordFailsWithOneLineAndTheFormStaysUsable() async {
        let viewModel = makeViewModel(environment { _, _ in throw LoginError.invalidCredentials })
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password("wrong"))
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()

        isFormValid.assertValues([false, true])
        isLoading.assertValues([true, false])
        loginFailed.assertValues(["Wrong email or password."])
        loginSucceeded.assertDidNotEmit()

        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()
        isLoading.assertValues([true, false, true, false], "a second attempt is allowed after a failure")
        loginFailed.assertValues(["Wrong email or password.", "Wrong email or password."])
    }

    @Test(.exhaustive) func submittingAnInvalidFormExplainsWhyWithoutCallingTheService() {
        let viewModel = makeViewModel(.unimplemented)
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.submitTapped()
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.submitTapped()

        isFormValid.assertValues([false])
        loginFailed.assertValues(["That is not a valid email address.", "Enter a password."])
        isLoading.assertDidNotEmit()
        loginSucceeded.assertDidNotEmit()
    }

    @Test(.exhaustive) func submitWhileAnAttemptIsInFlightIsIgnored() async {
        let calls = CallLog<String>()
        let viewModel = makeViewModel(
            environment { email, _ in
                calls.append(email)
                return Fixtures.demoSession
            })
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        viewModel.inputs.submitTapped()
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()

        #expect(calls.calls.count == 1)
        isFormValid.assertValues([false, true])
        isLoading.assertValues([true, false])
        loginSucceeded.assertValues([Fixtures.demoSession])
        loginFailed.assertDidNotEmit()
    }

    @Test(.exhaustive) func unexpectedServiceErrorsBecomeAReadableMessage() async {
        struct Boom: Error {}
        let viewModel = makeViewModel(environment { _, _ in throw Boom() })
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        viewModel.inputs.submitTapped()
        await effects.waitUntilIdle()

        isFormValid.assertValues([false, true], "no viewDidLoad: the first change reports the state")
        isLoading.assertValues([true, false])
        loginFailed.assertValues(["The account service is unavailable. Try again."])
        loginSucceeded.assertDidNotEmit()
    }

    @Test(.exhaustive) func cancellingASlowAttemptStopsLoadingWithoutLoggingIn() async {
        let clock = TestClock()
        let slow = environment { _, _ in Fixtures.demoSession }
            .delayed(by: Latency(delay: .milliseconds(500), clock: clock))
        let viewModel = makeViewModel(slow)
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        viewModel.inputs.submitTapped()
        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(499))
        isLoading.assertValues([true], "still waiting on the clock")

        effects.cancelAll()
        await effects.waitUntilIdle()

        isFormValid.assertValues([false, true], "no viewDidLoad: the first change reports the state")
        isLoading.assertValues([true, false])
        loginFailed.assertValues(["Login cancelled."])
        loginSucceeded.assertDidNotEmit()
    }

    @Test(.exhaustive) func aSlowAttemptSucceedsOnlyOnceTheClockHasAdvanced() async {
        let clock = TestClock()
        let slow = environment { _, _ in Fixtures.demoSession }
            .delayed(by: Latency(delay: .milliseconds(500), clock: clock))
        let viewModel = makeViewModel(slow)
        viewModel.inputs.emailChanged("demo@bazaar.dev")
        viewModel.inputs.passwordChanged(Password("bazaar-demo"))
        viewModel.inputs.submitTapped()

        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(499))
        loginSucceeded.assertDidNotEmit()
        await clock.advance(by: .milliseconds(1))
        await effects.waitUntilIdle()

        isFormValid.assertValues([false, true], "no viewDidLoad: the first change reports the state")
        isLoading.assertValues([true, false])
        loginSucceeded.assertValues([Fixtures.demoSession])
        loginFailed.assertDidNotEmit()
    }

    @Test func theViewModelIsReleasedWhenItsOwnerLetsGo() async {
        weak var released: LoginViewModel?
        do {
            let viewModel = makeViewModel(environment { _, _ in Fixtures.demoSession })
            viewModel.inputs.emailChanged("demo@bazaar.dev")
            viewModel.inputs.passwordChanged(Password("bazaar-demo"))
            viewModel.inputs.submitTapped()
            released = viewModel
            await effects.waitUntilIdle()
        }
        #expect(released == nil)
    }
}
