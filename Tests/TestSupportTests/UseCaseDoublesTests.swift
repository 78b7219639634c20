import Models
import TestSupport
import Testing
import UseCases

@Suite struct UseCaseDoublesTests {
    @Test func doublesAnswerWithTheirHandlerAndLogCalls() async throws {
        let calls = CallLog<String>()
        let login = LoginUseCaseDouble { email, _ in
            calls.append(email)
            return Fixtures.demoSession
        }
        #expect(try await login.logIn(email: "demo@bazaar.dev", password: Password("x")) == Fixtures.demoSession)
        #expect(calls.calls == ["demo@bazaar.dev"])
    }

    @Test func theUnimplementedEnvironmentFailsTheTestWhenUsed() async {
        await withKnownIssue("calling an unimplemented use case records an issue") {
            _ = try await UseCaseEnvironment.unimplemented.wallet.balance(for: Fixtures.demoUser.id)
        }
    }
}
