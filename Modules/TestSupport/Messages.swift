public import Models
public import Testing

/// Expects `message` to be what every error a person is shown is: one line, not empty, ending with a full stop.
public func expectOneLineAPersonCanActOn(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!message.isEmpty && !message.contains("\n") && message.hasSuffix("."), "\(message)", sourceLocation: sourceLocation)
}

extension Fixtures {
    /// One store error of each kind.
    public static let storeErrors: [StoreError] = [
        .busy, .readOnly, .diskFull, .corrupt, .newerSchema, .ioFailure, .unknownCurrency(code: "XYZ"),
    ]
}
