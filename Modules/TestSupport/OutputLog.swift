public import Testing

/// One ordered record of what all of a view model's outputs emitted, so a test asserts the order across
/// outputs ("loading ends, then the result, then leave") as one sequence.
///
/// The test names the outputs as cases of its own enum and binds each output to the log:
///
/// ```swift
/// enum Output: Equatable { case showHUD(String), dismissHUD, finishedLoading, showAlert(String) }
/// let log = OutputLog<Output>()
/// viewModel.outputs.showHUD = log.record(Output.showHUD)
/// viewModel.outputs.dismissHUD = log.record(.dismissHUD)
/// viewModel.outputs.finishedLoading = log.record(.finishedLoading)
/// …
/// log.assertNext([.showHUD("Loading items…")])
/// await effects.waitUntilIdle()
/// log.assertNext([.dismissHUD, .finishedLoading])
/// ```
///
/// Each `assertNext` covers what was emitted since the one before, so a test reads as a script of steps.
/// Inside a test marked `@Test(.exhaustive)`, events no assertion covered fail the test when it ends.
@MainActor
public final class OutputLog<Event: Equatable> {
    /// Everything emitted, oldest first.
    public private(set) var events: [Event] = []
    /// How many events the assertions so far have covered.
    private var covered = 0
    private let createdAt: SourceLocation

    public init(sourceLocation: SourceLocation = #_sourceLocation) {
        self.createdAt = sourceLocation
        OutputRegistry.current?.register(self)
    }

    /// A closure to bind to a `(Value) -> Void` output: each value is logged as `event(value)`. It holds the log weakly.
    public func record<Value>(_ event: @escaping (Value) -> Event) -> (Value) -> Void {
        { [weak self] value in self?.events.append(event(value)) }
    }

    /// A closure to bind to a `() -> Void` output: each firing is logged as `event`. It holds the log weakly.
    public func record(_ event: Event) -> () -> Void {
        { [weak self] in self?.events.append(event) }
    }

    /// Asserts that the outputs emitted exactly `expected`, in this order, since the last assertion.
    public func assertNext(_ expected: [Event], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let next = Array(events[covered...])
        #expect(
            next == expected, "outputs emitted \(next), expected \(expected)\(comment.map { " — \($0)" } ?? "")",
            sourceLocation: sourceLocation)
        covered = events.count
    }

    /// Asserts that nothing was emitted since the last assertion.
    public func assertNothingNew(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        assertNext([], comment, sourceLocation: sourceLocation)
    }
}

extension OutputLog: ExhaustiveCheckable {
    func reportUnasserted() {
        guard covered < events.count else { return }
        Issue.record("Exhaustive: outputs emitted events no assertion covered: \(Array(events[covered...]))", sourceLocation: createdAt)
    }
}
