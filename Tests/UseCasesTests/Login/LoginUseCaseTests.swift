import Models
import TestSupport
import Testing
import UseCases

@Suite struct LoginUseCaseTests {
    let demo = Account(user: Fixtures.demoUser, passwordHash: PasswordHash(encoded: "rev$" + String("bazaar-demo".reversed())))

    let hasher = ReversingHasher()

    func useCase(failure: (any Error)? = nil) -> DefaultLoginUseCase {
        DefaultLoginUseCase(accounts: InMemoryAccounts(accounts: [demo], failure: failure), hasher: hasher)
    }

    @Test func theRightPasswordOpensASessionWhateverTheEmailsCase() async throws {
        #expect(try await useCase().logIn(email: "demo@bazaar.dev", password: Password("bazaar-demo")) == Fixtures.demoSession)
        #expect(try await useCase().logIn(email: "  Demo@Bazaar.DEV ", password: Password("bazaar-demo")) == Fixtures.demoSession)
    }

    @Test func aWrongPasswordAndAnUnknownEmailFailAlike() async {
        await #expect(throws: LoginError.invalidCredentials) {
            try await useCase().logIn(email: "demo@bazaar.dev", password: Password("bazaar-dem0"))
        }
        await #expect(throws: LoginError.invalidCredentials) {
            try await useCase().logIn(email: "nobody@bazaar.dev", password: Password("bazaar-demo"))
        }
        #expect(hasher.verified.calls == [demo.passwordHash.encoded, "decoy"], "an unknown email still costs a verification")
    }

    @Test func malformedInputIsRefusedBeforeAnyLookup() async {
        let broken = useCase(failure: ServiceError.unavailable)
        await #expect(throws: LoginError.invalidEmail) { try await broken.logIn(email: "demo", password: Password("x")) }
        await #expect(throws: LoginError.emptyPassword) { try await broken.logIn(email: "demo@bazaar.dev", password: Password("")) }
    }

    @Test func aFailingRepositoryIsReportedAsUnavailable() async {
        struct DiskOnFire: Error {}
        await #expect(throws: LoginError.serviceUnavailable) {
            try await useCase(failure: DiskOnFire()).logIn(email: "demo@bazaar.dev", password: Password("bazaar-demo"))
        }
        await #expect(throws: CancellationError.self) {
            try await useCase(failure: CancellationError()).logIn(email: "demo@bazaar.dev", password: Password("bazaar-demo"))
        }
    }
}
