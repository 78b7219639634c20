import Models
import TestSupport
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct LoginUseCaseTests {
    let demo = Account(user: Fixtures.demoUser, passwordHash: PasswordHash(encoded: "rev$" + String("bazaar-demo".reversed())))

    let hasher = ReversingHasher()

    func useCase(failure: (any Error)? = nil) -> LoginUseCase {
        LoginUseCase.live(accounts: InMemoryAccounts(accounts: [demo], failure: failure), hasher: hasher)
    }

    @Test func theRightPasswordOpensASessionWhateverTheEmailsCase() async throws {
        #expect(try await useCase().logIn("demo@bazaar.dev", Password("bazaar-demo")) == Fixtures.demoSession)
        #expect(try await useCase().logIn("  Demo@Bazaar.DEV ", Password("bazaar-demo")) == Fixtures.demoSession)
    }

    @Test func aWrongPasswordAndAnUnknownEmailFailAlike() async {
        await #expect(throws: LoginError.invalidCredentials) {
            try await useCase().logIn("demo@bazaar.dev", Password("bazaar-dem0"))
        }
        await #expect(throws: LoginError.invalidCredentials) {
            try await useCase().logIn("nobody@bazaar.dev", Password("bazaar-demo"))
        }
        #expect(hasher.verified.calls == [demo.passwordHash.encoded, "decoy"], "an unknown email still costs a verification")
    }

    @Test func malformedInputIsRefusedBeforeAnyLookup() async {
        let broken = useCase(failure: ServiceError.unavailable)
        await #expect(throws: LoginError.invalidEmail) { try await broken.logIn("demo", Password("x")) }
        await #expect(throws: LoginError.emptyPassword) { try await broken.logIn("demo@bazaar.dev", Password("")) }
    }

    @Test func aFailingRepositoryIsReportedAsUnavailable() async {
        struct DiskOnFire: Error {}
        await #expect(throws: LoginError.serviceUnavailable) {
            try await useCase(failure: DiskOnFire()).logIn("demo@bazaar.dev", Password("bazaar-demo"))
        }
        await #expect(throws: CancellationError.self) {
            try await useCase(failure: CancellationError()).logIn("demo@bazaar.dev", Password("bazaar-demo"))
        }
    }
}
