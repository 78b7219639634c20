import Foundation
import Models
import Storage

/// Why the database could not be opened, as one line for the user instead of an error's internals.
enum DatabaseOpenFailure {
    /// `cannot open the database at 'PATH': REASON`, where the reason is the system's message when there is one.
    static func message(path: String, error: any Error) -> String {
        AppWords.cannotOpenDatabase(path: path, reason: reason(error)).here
    }

    /// The error in words: the store's own words for a condition of the database (damaged, newer, busy), the
    /// system's message for a file-system error (`No such file or directory`), on one line.
    static func reason(_ error: any Error) -> String {
        switch error {
        case StoreError.readOnly:
            return AppWords.readOnlyNewDatabase.here
        case let error as StoreError:
            return lowercasingFirstLetter(error.text(in: .ofThisProcess))
        case StorageError.notADatabase:
            return AppWords.notADatabase.here
        case StorageError.anotherProgramsDatabase:
            return AppWords.anotherProgramsDatabase.here
        case let StorageError.folderNotWritable(path):
            return AppWords.folderNotWritable(path).here
        case StorageError.emptyPath:
            return AppWords.emptyDatabasePath.here
        case StorageError.folderPath:
            return AppWords.folderDatabasePath.here
        case let StorageError.cannotCreateFile(path):
            var isDirectory: ObjCBool = false
            let isFile = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            return (isFile ? AppWords.notAFolder(path) : .cannotCreate(path)).here
        default:
            break
        }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error { return reason(underlying) }
        if nsError.domain == NSCocoaErrorDomain { return nsError.localizedDescription }
        // SQLite's errors read "SQLite error 26: file is not a database - while executing `SQL`": keep the words.
        let text = String(describing: error).prefix { $0 != "\n" }
        return String(text.split(separator: " - while executing", maxSplits: 1).first ?? text)  // words: SQLite's, read
    }

    /// "The database…" as "the database…", to follow "cannot open the database at 'PATH': ".
    private static func lowercasingFirstLetter(_ sentence: String) -> String {
        sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}
