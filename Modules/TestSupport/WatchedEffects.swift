public import Testing
public import ViewModels

extension Effects {
    /// A root `Effects` for a test. Inside a test marked `@Test(.exhaustive)`, work still running when the
    /// test ends fails it, as TCA's `TestStore` does: a test must see every effect it started through.
    public static func watched(latency: Latency? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Effects {
        let effects = Effects(latency: latency)
        OutputRegistry.current?.register(BusyCheck(effects: effects, createdAt: sourceLocation))
        return effects
    }
}

/// Fails an exhaustive test that ends while its effects still run.
@MainActor
final class BusyCheck: ExhaustiveCheckable {
    private weak var effects: Effects?
    private let createdAt: SourceLocation

    init(effects: Effects, createdAt: SourceLocation) {
        self.effects = effects
        self.createdAt = createdAt
    }

    func reportUnasserted() {
        guard let effects, effects.isBusy else { return }
        Issue.record(
            "Exhaustive: work was still running when the test ended; await `waitUntilIdle()` and assert what it did.",
            sourceLocation: createdAt)
        effects.cancelAll()
    }
}
