import Foundation
import Storage

/// Why the database could not be opened, as one line for the user instead of an error's internals.
enum DatabaseOpenFailure {
    /// `cannot open the database at 'PATH': REASON`, where the reason is the system's message when there is one.
    static func message(path: String, error: any Error) -> String {
        "cannot open the database at '\(path)': \(reason(error))"
    }

    /// The error in words: the system's message for a file-system error (`No such file or directory`), the
    /// store's own words otherwise, on one line.
    static func reason(_ error: any Error) -> String {
        if case .notADatabase? = error as? StorageError {
            return "it is not a SQLite database (nothing was changed)"
        }
        if case let .cannotCreateFile(path)? = error as? StorageError {
            var isDirectory: ObjCBool = false
            let isFile = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            return isFile ? "'\(path)' is not a folder" : "cannot create '\(path)'"
        }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error { return reason(underlying) }
        if nsError.domain == NSCocoaErrorDomain { return nsError.localizedDescription }
        // SQLite's errors read "SQLite error 26: file is not a database - while executing `SQL`": keep the words.
        let text = String(describing: error).prefix { $0 != "\n" }
        return String(text.split(separator: " - while executing", maxSplits: 1).first ?? text)
    }
}
