internal import Foundation
package import GRDB
package import Models
public import UseCases

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The app's SQLite database, migrated and seeded, and the repositories that read and write it.
///
/// Open one per process: `inMemory(hasher:)` for tests and `--in-memory`, `file(at:hasher:)` for a
/// database that outlives the run. Opening a file that is already migrated only reads it; a file that
/// needs migrating is migrated in one IMMEDIATE transaction; a file that is damaged or comes from a
/// newer version is refused with its bytes untouched.
public final class AppDatabase: Sendable {
    /// How long a write waits, by default, for another process's write to finish before it gives up with
    /// `StoreError.busy` (SQLite's busy timeout). Writes hold the lock for a few milliseconds.
    public static let defaultBusyTimeout = Duration.seconds(5)

    /// The migrations this build applies to a database with the feature trees' `parts`, in the order they run.
    public static func migrations(_ parts: [StoredPart] = []) -> [String] {
        Migrations.migrator(parts).identifiers
    }

    /// The one GRDB connection. A `DatabaseQueue`: the app does one thing at a time, and one connection
    /// opens faster than a pool, whose set-up would write to the file at every start.
    package let writer: any DatabaseWriter
    /// Whether the file was opened read-only, because its mode allows no writing (`chmod 400`) or this
    /// process may not write it. Browsing works; `ledger` writes throw `StoreError.readOnly`.
    public let isReadOnly: Bool
    /// The feature trees' parts of the database it was opened with.
    private let parts: [StoredPart]

    private init(writer: any DatabaseWriter, isReadOnly: Bool, parts: [StoredPart]) {
        self.writer = writer
        self.isReadOnly = isReadOnly
        self.parts = parts
    }

    /// A fresh, seeded database that lives in memory and disappears with this value.
    ///
    /// - Parameter hasher: hashes the demo account's password while seeding (the app's default hasher
    ///   uses a hash made ahead of time with the same parameters; see `SeedData`).
    ///   - seedsDemo: whether the new database gets the demo account (`bazaar --no-demo` says no; a server's
    ///     gets it only when asked).
    ///   - parts: each feature tree's part of the database (`[.notes]`), after the core's.
    public static func inMemory(hasher: any PasswordHasher, seedsDemo: Bool = true, parts: [StoredPart] = []) throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: configuration(readOnly: false, busyTimeout: .zero, parts: parts))
        try queue.write { db in
            let wasNew = try Migrations.migrator(parts).migrate(db)
            try Migrations.seedIfNew(db, wasNew: wasNew, seedsDemo: seedsDemo, hasher: hasher, parts: parts)
        }
        return AppDatabase(writer: queue, isReadOnly: false, parts: parts)
    }

    /// The database in the file at `path`, created (with the demo data when `seedsDemo`) when missing, and
    /// migrated.
    ///
    /// A new file is created at mode 0600 in missing folders made at 0700 (it holds password hashes), and
    /// put in WAL mode, so reads never wait for a write; an existing file keeps its mode.
    /// Throws `StorageError` for a path that cannot hold the database, and `StoreError` for a file that
    /// is damaged (`.corrupt`), from a newer version (`.newerSchema`), read-only but not yet set up
    /// (`.readOnly`), or kept busy by another process for longer than `busyTimeout` (`.busy`); a writable
    /// file in a folder SQLite cannot create its `-wal` and `-shm` files in is `StorageError.folderNotWritable`.
    /// - Parameters:
    ///   - hasher: hashes the demo account's password when the file is new.
    ///   - seedsDemo: whether a new file gets the demo account; an existing file is never seeded.
    ///   - busyTimeout: how long to wait for another process's write; tests pass zero to see `.busy` at once.
    ///   - parts: each feature tree's part of the database (`[.notes]`), after the core's.
    /// The files a database at `path` is kept in: the file, and the journal, write-ahead log and shared
    /// memory SQLite keeps beside it.
    public static func files(at path: String) -> [String] {
        ["", "-journal", "-wal", "-shm"].map { path + $0 }
    }

    public static func file(
        at path: String, hasher: any PasswordHasher, seedsDemo: Bool = true, busyTimeout: Duration = defaultBusyTimeout,
        parts: [StoredPart] = []
    ) throws -> AppDatabase {
        let preparation = try DatabaseFile.prepare(at: path)
        let isReadOnly = !preparation.isWritable
        let configuration = configuration(readOnly: isReadOnly, busyTimeout: busyTimeout, parts: parts)
        do {
            return try open(
                path,
                seeding: { db, wasNew in
                    try Migrations.seedIfNew(db, wasNew: wasNew, seedsDemo: seedsDemo, hasher: hasher, parts: parts)
                },
                isReadOnly: isReadOnly, configuration: configuration, busyTimeout: busyTimeout, parts: parts)
        } catch StoreError.readOnly where !isReadOnly {
            // The file may be written, yet SQLite says read-only: it could not create its -wal and -shm
            // files beside the file, in a folder this process may not write.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard access(folder, W_OK) == 0 else { throw StorageError.folderNotWritable(path: folder) }
            throw StoreError.readOnly
        }
    }

    /// Opens, checks and (when it needs it) migrates the file `prepare` found, for `file(at:hasher:busyTimeout:)`.
    private static func open(
        _ path: String, seeding: @escaping (Database, _ wasNew: Bool) throws -> Void, isReadOnly: Bool,
        configuration: Configuration, busyTimeout: Duration, parts: [StoredPart]
    ) throws -> AppDatabase {
        let migrator = Migrations.migrator(parts)
        return try translatingStoreErrors {
            let queue = try openQueue(path, configuration: configuration)
            // Look before writing anything: a file this build must refuse is left byte for byte as it was.
            let state = try queue.read { db in
                try checkIntegrity(db)
                return try migrator.state(db)
            }
            switch state {
            case .current:
                break
            case .newer:
                throw StoreError.newerSchema
            case .anotherProgramsDatabase:
                throw StorageError.anotherProgramsDatabase
            case .needsMigrating:
                guard !isReadOnly else { throw StoreError.readOnly }
                try migrate(queue, migrator: migrator, seeding: seeding, busyTimeout: busyTimeout)
            }
            return AppDatabase(writer: queue, isReadOnly: isReadOnly, parts: parts)
        }
    }

    /// Puts in the demo account (and, in the worked example, its catalog) unless an account has its email:
    /// for a database made without it (`seedsDemo: false`), when asked (`bazaar-server --seed-demo`).
    public func seedDemo(hasher: any PasswordHasher) async throws {
        guard !isReadOnly else { throw StoreError.readOnly }
        try await translatingStoreErrors {
            try await writer.write { db in try Migrations.seedUnlessPresent(db, hasher: hasher, parts: parts) }
        }
    }

    /// Closes the connection now rather than when the database is freed: SQLite checkpoints the last writes
    /// into the file and removes its `-wal` and `-shm`. Reading or writing afterwards throws. A process may
    /// end right after without freeing the database, as `bazaar` does when its front end is done.
    public func close() throws {
        try writer.close()
    }

    /// Accounts.
    public var accounts: SQLAccountRepository { SQLAccountRepository(database: self) }

    /// The user of the account `id` in `db`, or nil: for a feature's repository whose rows name a user (Login's
    /// sessions); `StorageError.corruptRow` for an account whose email is malformed.
    package static func user(_ db: Database, id: Int64) throws -> User? {
        try AccountRecord.find(db, id: id)?.account().user
    }

    /// Runs `sql`, statements of any kind, in one write transaction: what a test's fixture does to a database
    /// (a second account beside the demo's), without the fixture touching SQLite itself.
    package func execute(_ sql: String) async throws {
        try await writer.write { db in try db.execute(sql: sql) }
    }

    /// Reads in one transaction, on the caller's thread, with SQLite's conditions reported as `StoreError`s;
    /// a cancelled task throws `CancellationError` before reading.
    ///
    /// Reads are synchronous by design: one takes tens of microseconds and does not wait for another
    /// process's writes (in WAL mode readers do not block on writers), so handing it to GRDB's queue and back
    /// would cost more than the read: two thread hand-offs for every command. The repositories' `async`
    /// methods run on their caller's actor (`NonisolatedNonsendingByDefault`), so a read costs no hop at all.
    /// Writes still go through GRDB's queue (`writer.write`): they sync to disk and may wait for another
    /// process's lock.
    ///
    /// `value` runs in one deferred transaction, so every statement in it sees the same state of the file (a
    /// list and the count it is out of). GRDB's own `read` would also prepare `BEGIN` and `COMMIT` again for
    /// every read and switch `query_only` on and off around it, four statements more than the read itself;
    /// here those two are prepared once and kept, and `value` only ever selects.
    package func read<T>(_ value: (Database) throws -> T) throws -> T {
        try Task.checkCancellation()
        return try translatingStoreErrors {
            try writer.unsafeReentrantRead { db in
                guard !db.isInsideTransaction else { return try value(db) }
                try db.cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
                do {
                    let result = try value(db)
                    try db.cachedStatement(sql: "COMMIT").execute()
                    return result
                } catch {
                    if db.isInsideTransaction { try? db.cachedStatement(sql: "ROLLBACK").execute() }
                    throw error
                }
            }
        }
    }

    /// The connection to the file at `path`.
    ///
    /// A read-only file with no `-wal` beside it (every write checkpointed) is opened immutable, through a
    /// `file:` URI: SQLite then reads it without creating `-wal` and `-shm` companions, which would take
    /// the file's read-only mode and keep it read-only after its owner makes it writable again. Where
    /// SQLite does not take URIs, it is opened read-only the ordinary way.
    private static func openQueue(_ path: String, configuration: Configuration) throws -> DatabaseQueue {
        let absolute = URL(fileURLWithPath: path).path
        if configuration.readonly, !FileManager.default.fileExists(atPath: absolute + "-wal"),
            let escaped = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
            let queue = try? DatabaseQueue(path: "file:\(escaped)?immutable=1", configuration: configuration)
        {
            return queue
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Throws `StoreError.corrupt` unless SQLite's quick check (every page and index entry; a
    /// millisecond for this database) finds the file sound.
    private static func checkIntegrity(_ db: Database) throws {
        let findings = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard findings == ["ok"] else { throw StoreError.corrupt }
    }

    /// Puts the file in WAL mode (once, when new) and applies the migrations it lacks in one IMMEDIATE
    /// transaction. Another process doing the same at the same moment waits for this one (or this one
    /// for it, up to the busy timeout) and then finds nothing left to do.
    private static func migrate(
        _ queue: DatabaseQueue, migrator: Migrator, seeding: (Database, _ wasNew: Bool) throws -> Void, busyTimeout: Duration
    ) throws {
        try queue.writeWithoutTransaction { db in
            try useWAL(db, waitingUpTo: busyTimeout)
            try db.inTransaction(.immediate) {
                try seeding(db, try migrator.migrate(db))
                return .commit
            }
        }
    }

    /// Puts the file in WAL mode unless it is already.
    ///
    /// Changing the journal mode reads the file's header and then upgrades to a write lock, and SQLite never
    /// waits for such an upgrade (waiting could deadlock two readers), so the busy timeout does not apply:
    /// when another process is setting up the same new file at that moment, the change fails at once with
    /// `SQLITE_BUSY`. It is tried again, after `pause`, until `timeout` has passed.
    static func useWAL(_ db: Database, waitingUpTo timeout: Duration, pause: () -> Void = { Thread.sleep(forTimeInterval: 0.002) }) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            do {
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                }
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && clock.now < deadline {
                pause()
            }
        }
    }

    /// Every connection enforces foreign keys, waits up to `busyTimeout` for a lock, and (when it may write)
    /// syncs every commit to disk (`synchronous = FULL`), so what the app reports as saved survives a power
    /// cut, not only a crash.
    private static func configuration(readOnly: Bool, busyTimeout: Duration, parts: [StoredPart]) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        let (seconds, attoseconds) = busyTimeout.components
        configuration.busyMode = .timeout(Double(seconds) + Double(attoseconds) / 1e18)
        configuration.label = "Bazaar"
        configuration.prepareDatabase { db in
            for feature in Migrations.features(parts) { feature.prepare(db) }
            if !db.configuration.readonly {
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
        }
        return configuration
    }
}
