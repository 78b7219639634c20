public import Testing

/// A trait that fails a test when any `OutputRecorder` made during it recorded an emission that no
/// assertion covered: `@Test(.exhaustive) func loginSucceeds() async { … }`.
public struct ExhaustiveOutputs: TestTrait, TestScoping {
    // `@concurrent`, as swift-testing (built without `NonisolatedNonsendingByDefault`) declares it.
    @concurrent public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        let registry = await OutputRegistry()
        try await OutputRegistry.$current.withValue(registry) {
            try await function()
        }
        await registry.reportUnasserted()
    }
}

extension Trait where Self == ExhaustiveOutputs {
    /// Every emission of every `OutputRecorder` in the test must be asserted.
    public static var exhaustive: Self { ExhaustiveOutputs() }
}

/// Something whose unasserted emissions can be reported.
@MainActor
protocol ExhaustiveCheckable: AnyObject {
    func reportUnasserted()
}

/// The recorders made inside one exhaustive test.
@MainActor
final class OutputRegistry: Sendable {
    @TaskLocal static var current: OutputRegistry?
    private var recorders: [any ExhaustiveCheckable] = []

    init() {}

    func register(_ recorder: any ExhaustiveCheckable) {
        recorders.append(recorder)
    }

    func reportUnasserted() {
        for recorder in recorders { recorder.reportUnasserted() }
    }
}
