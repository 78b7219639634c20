/// Why the data store could not do what was asked, in terms a person can act on.
///
/// Storage throws these for conditions of the database itself (not of one record); the use cases pass them
/// through (as `ServiceError.store`, for example), so the cause reaches the person instead of a generic
/// "unavailable".
public enum StoreError: Error, Equatable, Sendable {
    /// Another program kept the database locked for longer than the store waits.
    case busy
    /// The database file is read-only (its mode, or a read-only disk), so nothing can be saved.
    case readOnly
    /// The disk or the quota is full, so nothing could be saved.
    case diskFull
    /// The database file is damaged (SQLite reports it malformed).
    case corrupt
    /// The database was written by a newer version of the app, which this version must not change.
    case newerSchema
    /// The operating system failed to read or write the file.
    case ioFailure
    /// An amount was stored in a currency this version does not know (a newer version wrote it, or a
    /// person did by hand), so it cannot be used: counting it as another currency would misstate money.
    case unknownCurrency(code: String)
}

extension StoreError: Words, CustomStringConvertible {
    /// Its English, for logs and servers.
    public var description: String { english }
}

extension StoreError {
    /// A stable code for a program: `StoreError.busy`.
    public var code: String {
        switch self {
        case .busy: "StoreError.busy"
        case .readOnly: "StoreError.readOnly"
        case .diskFull: "StoreError.diskFull"
        case .corrupt: "StoreError.corrupt"
        case .newerSchema: "StoreError.newerSchema"
        case .ioFailure: "StoreError.ioFailure"
        case .unknownCurrency: "StoreError.unknownCurrency"
        }
    }
}
