import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// A connection of the test's own to a database file, through SQLite's C library loaded at run time (this
/// target links nothing but the `bazaar` binary): another program looking at, or holding, the file Bazaar uses.
public final class SQLiteFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let connection: OpaquePointer

    /// Opens the file at `path` for reading and writing, waiting up to 5 s for another connection's lock.
    public init(_ path: String) throws {
        let library = try SQLiteLibrary.shared()
        var connection: OpaquePointer?
        let status = library.open(path, &connection, 0x02 /* SQLITE_OPEN_READWRITE */, nil)
        guard status == 0, let connection else {
            _ = library.close(connection)
            throw Failure(description: "cannot open \(path): SQLite status \(status)")
        }
        self.connection = connection
        _ = library.busyTimeout(connection, 5_000)
    }

    deinit {
        _ = SQLiteLibrary.loaded?.close(connection)
    }

    /// Runs `sql`, one or more statements, and returns their rows the way the `sqlite3` shell prints them:
    /// one line a row, columns joined by `|`, NULL as nothing.
    @discardableResult
    public func run(_ sql: String) throws -> String {
        let library = try SQLiteLibrary.shared()
        var output = ""
        try sql.withCString { start in
            var next: UnsafePointer<CChar>? = start
            while let current = next, current.pointee != 0 {
                var statement: OpaquePointer?
                guard library.prepare(connection, current, -1, &statement, &next) == 0 else { throw failure(library) }
                guard let statement else { continue }  // only white space or a comment was left
                defer { _ = library.finalize(statement) }
                while true {
                    let status = library.step(statement)
                    if status == 101 /* SQLITE_DONE */ { break }
                    guard status == 100 /* SQLITE_ROW */ else { throw failure(library) }
                    let columns = (0..<library.columnCount(statement)).map { column in
                        library.columnText(statement, column).map { String(cString: $0) } ?? ""
                    }
                    output += columns.joined(separator: "|") + "\n"
                }
            }
        }
        return output
    }

    private func failure(_ library: SQLiteLibrary) -> Failure {
        Failure(description: library.errorMessage(connection).map { String(cString: $0) } ?? "SQLite failed")
    }
}

/// The few functions of SQLite's C library that `SQLiteFile` calls.
private struct SQLiteLibrary: Sendable {
    public typealias Open =
        @convention(c) (
            UnsafePointer<CChar>, UnsafeMutablePointer<OpaquePointer?>, Int32, UnsafePointer<CChar>?
        ) -> Int32
    public typealias Close = @convention(c) (OpaquePointer?) -> Int32
    public typealias BusyTimeout = @convention(c) (OpaquePointer?, Int32) -> Int32
    public typealias Prepare =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<OpaquePointer?>,
            UnsafeMutablePointer<UnsafePointer<CChar>?>
        ) -> Int32
    public typealias Step = @convention(c) (OpaquePointer?) -> Int32
    public typealias ColumnCount = @convention(c) (OpaquePointer?) -> Int32
    public typealias ColumnText = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<UInt8>?
    public typealias ErrorMessage = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?

    public let open: Open
    public let close: Close
    public let busyTimeout: BusyTimeout
    public let prepare: Prepare
    public let step: Step
    public let finalize: Close
    public let columnCount: ColumnCount
    public let columnText: ColumnText
    public let errorMessage: ErrorMessage

    /// The library, loaded once; `nil` when it could not be.
    public static let loaded: SQLiteLibrary? = load()

    public static func shared() throws -> SQLiteLibrary {
        guard let loaded else { throw SQLiteFile.Failure(description: "cannot load SQLite's library (libsqlite3)") }
        return loaded
    }

    private static func load() -> SQLiteLibrary? {
        #if os(macOS)
            let name = "libsqlite3.dylib"
        #else
            let name = "libsqlite3.so.0"
        #endif
        guard let handle = dlopen(name, RTLD_NOW) else { return nil }
        func function<T>(_ symbol: String, as type: T.Type) -> T? {
            dlsym(handle, symbol).map { unsafeBitCast($0, to: type) }
        }
        guard
            let open = function("sqlite3_open_v2", as: Open.self),
            let close = function("sqlite3_close_v2", as: Close.self),
            let busyTimeout = function("sqlite3_busy_timeout", as: BusyTimeout.self),
            let prepare = function("sqlite3_prepare_v2", as: Prepare.self),
            let step = function("sqlite3_step", as: Step.self),
            let finalize = function("sqlite3_finalize", as: Close.self),
            let columnCount = function("sqlite3_column_count", as: ColumnCount.self),
            let columnText = function("sqlite3_column_text", as: ColumnText.self),
            let errorMessage = function("sqlite3_errmsg", as: ErrorMessage.self)
        else { return nil }
        return SQLiteLibrary(
            open: open, close: close, busyTimeout: busyTimeout, prepare: prepare, step: step, finalize: finalize,
            columnCount: columnCount, columnText: columnText, errorMessage: errorMessage)
    }
}
