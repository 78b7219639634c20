public import Testing

/// Records every value a view model's closure output emits, in order, and asserts on them.
///
/// Bind it as the output: `viewModel.outputs.showHUD = showHUD.observer` (or `.action` for a
/// `() -> Void` output). Failures are reported at the caller's file and line. Inside a test marked
/// `@Test(.exhaustive)`, an emission that no assertion covered fails the test when it ends.
@MainActor
public final class OutputRecorder<Value> {
    /// What the output emitted, oldest first.
    public private(set) var values: [Value] = []
    /// The output's name, used in failure messages.
    public let name: String
    private var asserted: Set<Int> = []
    private var taken = 0
    private let createdAt: SourceLocation

    public init(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.name = name
        self.createdAt = sourceLocation
        OutputRegistry.current?.register(self)
    }

    /// A closure to bind to a `(Value) -> Void` output. It holds the recorder weakly.
    public var observer: (Value) -> Void {
        { [weak self] value in self?.values.append(value) }
    }

    /// The last value emitted, if any.
    public var lastValue: Value? { values.last }

    /// What the output emitted since the last `takeValues()` (or since it was made), marked as asserted: the
    /// caller asserts on what it took, for a test in steps.
    public func takeValues() -> [Value] {
        let start = taken
        taken = values.count
        asserted.formUnion(start..<values.count)
        return Array(values[start...])
    }

    /// Asserts the output emitted exactly `expected`, in order.
    public func assertValues(
        _ expected: [Value], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) where Value: Equatable {
        #expect(
            values == expected, "\(name) emitted \(values), expected \(expected)\(Self.suffix(comment))", sourceLocation: sourceLocation)
        asserted.formUnion(values.indices)
    }

    /// Asserts the most recent emission is `expected`. Only that emission counts as asserted.
    public func assertLastValue(
        _ expected: Value, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) where Value: Equatable {
        #expect(
            values.last == expected, "\(name) last emitted \(String(describing: values.last)), expected \(expected)\(Self.suffix(comment))",
            sourceLocation: sourceLocation)
        if !values.isEmpty { asserted.insert(values.count - 1) }
    }

    /// Asserts how many times the output emitted. For a `() -> Void` output that is all there is
    /// to know, so every emission counts as asserted; an output with values still needs its values
    /// asserted (`assertValues`, `assertLastValue`) before exhaustive mode is satisfied.
    public func assertValueCount(
        _ expected: Int, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            values.count == expected, "\(name) emitted \(values.count) times, expected \(expected)\(Self.suffix(comment))",
            sourceLocation: sourceLocation)
        if Value.self == Void.self { asserted.formUnion(values.indices) }
    }

    /// Asserts the output never emitted.
    public func assertDidNotEmit(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(values.isEmpty, "\(name) emitted \(values), expected nothing\(Self.suffix(comment))", sourceLocation: sourceLocation)
        asserted.formUnion(values.indices)
    }

    /// Emissions no assertion has covered, as `(index, value)`.
    var unasserted: [(index: Int, value: Value)] {
        values.indices.filter { !asserted.contains($0) }.map { ($0, values[$0]) }
    }

    func reportUnasserted() {
        let missed = unasserted
        guard !missed.isEmpty else { return }
        let list = missed.map { "#\($0.index + 1): \($0.value)" }.joined(separator: ", ")
        Issue.record("Exhaustive: \(name) emitted values no assertion covered: \(list)", sourceLocation: createdAt)
    }

    private static func suffix(_ comment: Comment?) -> String {
        comment.map { " — \($0)" } ?? ""
    }
}

extension OutputRecorder where Value == Void {
    /// A closure to bind to a `() -> Void` output. It holds the recorder weakly.
    public var action: () -> Void {
        { [weak self] in self?.values.append(()) }
    }
}

extension OutputRecorder: ExhaustiveCheckable {}
