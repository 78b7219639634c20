internal import GRDB
import Models

extension StoreError {
    /// The condition an SQLite error reports, when it is one a person can act on; `nil` for anything else
    /// (a constraint, a bug), which stays as it was.
    init?(_ error: DatabaseError) {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        case .SQLITE_READONLY: self = .readOnly
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .corrupt
        case .SQLITE_IOERR: self = .ioFailure
        default: return nil
        }
    }

    /// `error` as a `StoreError` when SQLite reported a condition of the database; otherwise `error` itself.
    static func translating(_ error: any Error) -> any Error {
        if let error = error as? DatabaseError, let storeError = StoreError(error) { return storeError }
        return error
    }
}

/// Runs `work`, turning SQLite's busy, read-only, full, corrupt and I/O errors into `StoreError`s.
package func translatingStoreErrors<T>(_ work: () throws -> T) throws -> T {
    do {
        return try work()
    } catch {
        throw StoreError.translating(error)
    }
}

/// Runs `work`, turning SQLite's busy, read-only, full, corrupt and I/O errors into `StoreError`s.
package func translatingStoreErrors<T>(_ work: () async throws -> T) async throws -> T {
    do {
        return try await work()
    } catch {
        throw StoreError.translating(error)
    }
}
