import Models
public import Testing
public import UseCases

/// The error an unimplemented use case throws after failing the test.
public struct UnimplementedError: Error, Equatable {
    public let name: String
}

/// What a use case nobody stubbed does when it is called.
public enum Unimplemented {
    /// False (the default): it fails the test, which did not expect the call. True, for a test that drives
    /// every screen without knowing their use cases (the REPL fuzzer, which must keep working when a feature
    /// adds screens): it answers as a service that is down, `ServiceError.unavailable`, and the screen says so.
    @TaskLocal public static var answersUnavailable = false
}

/// Fails the current test (a use case was called that the test did not expect) and throws; within
/// `Unimplemented.$answersUnavailable.withValue(true)`, throws `ServiceError.unavailable` instead.
public func unimplemented<T>(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    if Unimplemented.answersUnavailable { throw ServiceError.unavailable }
    Issue.record("Unimplemented: \(name) was called", sourceLocation: sourceLocation)
    throw UnimplementedError(name: name)
}

// Each use case's unimplemented value: every closure fails the test when called. A test sets the ones it
// expects: `var login = LoginUseCase.unimplemented; login.logIn = { email, password in … }`.

extension LoginUseCase {
    public static let unimplemented = Self { _, _ in try TestSupport.unimplemented("login.logIn") }
}

// make usecase: unimplemented values go above this line

extension UseCaseEnvironment {
    /// An environment in which every use case fails the test when called. Set the ones a test expects:
    /// `var environment = UseCaseEnvironment.unimplemented; environment.login.logIn = { … }`.
    public static let unimplemented: UseCaseEnvironment = {
        var environment = UseCaseEnvironment(login: .unimplemented)
        environment.unset = .failsTheTest
        return environment
    }()
}

extension UseCaseEnvironment.Unset {
    /// Fails the test that called the use case (see `unimplemented(_:)`): a feature's use cases nobody set,
    /// in `UseCaseEnvironment.unimplemented`, and each feature's `.unimplemented` values.
    public static let failsTheTest = Self { name in try TestSupport.unimplemented(name) }
}

extension OwnedRecordsUseCase {
    /// A feature's record use cases, each failing the test when called; on a repository in memory,
    /// `.live(repository: InMemoryOwnedRecords<Note>())`.
    public static var unimplemented: Self { unset(.failsTheTest) }
}
