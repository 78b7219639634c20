package import GRDB
import Models
public import UseCases

/// A feature's part of the app's database: its migrations, which run after the app's own, what a new database
/// gets for the demo, and anything each connection needs (an SQL function its queries call). A feature tree's
/// storage module hands its part to the composition root as a `StoredPart` (`.notes`), which passes it to
/// `AppDatabase`.
package protocol StoredFeature: Sendable {
    /// The feature's migrations, in order, in the shape of its migrations on PostgreSQL
    /// (`PostgresFeature.migrations`): each an identifier of its own, so it runs once per database, and its SQL
    /// statements. Never edit a shipped one; add a new one after.
    static var migrations: [(identifier: String, sql: [String])] { get }
    /// Whether the migration `identifier` is in place in `db` already, made by an earlier build under another
    /// name: it is then recorded as applied and not run. None is, unless a feature says so.
    static func isInPlace(_ identifier: String, in db: Database) throws -> Bool
    /// Puts in the demo's data, once the demo account (`demo`) is in.
    static func seedDemo(_ db: Database, demo: Int64) throws
    /// Prepares a connection as it opens.
    static func prepare(_ db: Database)
}

extension StoredFeature {
    package static func isInPlace(_ identifier: String, in db: Database) throws -> Bool { false }
    package static func seedDemo(_ db: Database, demo: Int64) throws {}
    package static func prepare(_ db: Database) {}
}

/// A feature tree's part of the database, as its storage module makes it (`StoredPart.notes`) and a
/// composition root passes it to `AppDatabase`: its migrations run after the core's, its demo data is seeded
/// with the demo account, and its live use cases run on its repositories there.
public struct StoredPart: Sendable {
    let feature: any StoredFeature.Type
    /// Sets the feature's live use cases, on `database`, in `environment`.
    public let live: @Sendable (_ database: AppDatabase, _ environment: inout UseCaseEnvironment) -> Void

    package init(
        _ feature: any StoredFeature.Type,
        live: @escaping @Sendable (_ database: AppDatabase, _ environment: inout UseCaseEnvironment) -> Void
    ) {
        self.feature = feature
        self.live = live
    }
}

/// The schema, as named migrations; each runs once per database, in order. The demo data is not one: it is
/// put into a database when it is created, if asked (`seedIfNew`).
enum Migrations {
    /// What the app's own part keeps here, the accounts, whose migrations run first.
    static let features: [any StoredFeature.Type] = [AppTables.self]

    /// The core's features, then each part a feature tree passed.
    static func features(_ parts: [StoredPart]) -> [any StoredFeature.Type] {
        features + parts.map(\.feature)
    }

    /// The table applied migrations are recorded in (the one GRDB's `DatabaseMigrator` kept for earlier
    /// builds, so their files read the same).
    static let table = "grdb_migrations"
    /// The highest `PRAGMA user_version` this build understands. A later version that changes the schema
    /// in a way this one cannot read raises it, and this build then refuses the file.
    static let userVersion = 0

    /// Every migration, in order: each feature's, the app's own first.
    static func migrator(_ parts: [StoredPart]) -> Migrator {
        var migrator = Migrator()
        for feature in features(parts) {
            for (identifier, sql) in feature.migrations {
                migrator.registerMigration(identifier) { db in
                    guard try !feature.isInPlace(identifier, in: db) else { return }
                    for statement in sql { try db.execute(sql: statement) }
                }
            }
        }
        return migrator
    }

    /// Seeds the demo data into a database `migrate` has just created (`wasNew`), in the same transaction, so
    /// a file is never seen half made: schema and demo together, or neither.
    static func seedIfNew(_ db: Database, wasNew: Bool, seedsDemo: Bool, hasher: any PasswordHasher, parts: [StoredPart]) throws {
        guard wasNew, seedsDemo else { return }
        try seed(db, hasher: hasher, parts: parts)
    }

    /// Seeds the demo data unless an account already has the demo's email.
    static func seedUnlessPresent(_ db: Database, hasher: any PasswordHasher, parts: [StoredPart]) throws {
        guard try AccountRecord.find(db, email: SeedData.demoEmail) == nil else { return }
        try seed(db, hasher: hasher, parts: parts)
    }

    private static func seed(_ db: Database, hasher: any PasswordHasher, parts: [StoredPart]) throws {
        let hash = try SeedData.demoPasswordHash(for: hasher)
        try AccountRecord(
            id: SeedData.demoAccountID,
            email: SeedData.demoEmail,
            displayName: SeedData.demoDisplayName,
            passwordHash: hash.encoded
        ).insert(db)
        for feature in features(parts) { try feature.seedDemo(db, demo: SeedData.demoAccountID) }
    }
}

/// Named migrations in order, checked and applied the way two processes can share a file.
///
/// GRDB's `DatabaseMigrator` reads what is applied outside the transaction that applies it, so two
/// processes setting up a new file at once both try `v1-schema` and one fails. Here `migrate` checks and
/// applies in one transaction that the caller begins IMMEDIATE: one process migrates, the other waits for
/// the lock, then finds nothing left to do.
package struct Migrator {
    /// What a database holds, compared with what this build knows.
    enum State: Equatable {
        /// Every migration this build knows is applied, and nothing newer.
        case current
        /// Some migrations are still to run (a new, empty file among them).
        case needsMigrating
        /// A later version has been here: an unknown migration, or a higher `user_version`.
        case newer
        /// Another program's database: it holds tables, and no record of any migration of ours.
        case anotherProgramsDatabase
    }

    private var migrations: [(identifier: String, migrate: (Database) throws -> Void)] = []

    /// The identifiers of the registered migrations, in the order they run.
    var identifiers: [String] { migrations.map(\.identifier) }

    /// Adds a migration that runs after those registered before it.
    package mutating func registerMigration(_ identifier: String, migrate: @escaping (Database) throws -> Void) {
        precondition(!identifiers.contains(identifier), "already registered migration: \(identifier)")
        migrations.append((identifier, migrate))
    }

    /// How `db` compares with this build. Reads only.
    func state(_ db: Database) throws -> State {
        if try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 > Migrations.userVersion { return .newer }
        let applied = try appliedIdentifiers(db)
        if !applied.isSubset(of: identifiers) { return .newer }
        if applied.isEmpty, try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master)") ?? false {
            return .anotherProgramsDatabase
        }
        return applied.count == migrations.count ? .current : .needsMigrating
    }

    /// Applies every migration `db` lacks. Call it inside an IMMEDIATE transaction, so the check and the
    /// writes see the same database; throws `StoreError.newerSchema`, having written nothing, for a file
    /// from a later version. Returns whether the database was new (no migration had been applied to it).
    @discardableResult func migrate(_ db: Database) throws -> Bool {
        switch try state(db) {
        case .current: return false
        case .newer: throw StoreError.newerSchema
        case .anotherProgramsDatabase: throw StorageError.anotherProgramsDatabase
        case .needsMigrating: break
        }
        let table = Migrations.table
        let applied = try appliedIdentifiers(db)
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(table) (identifier TEXT NOT NULL PRIMARY KEY)")
        for migration in migrations where !applied.contains(migration.identifier) {
            try migration.migrate(db)
            try db.execute(sql: "INSERT INTO \(table) (identifier) VALUES (?)", arguments: [migration.identifier])
        }
        return applied.isEmpty
    }

    private func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        let exists = "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)"
        guard try Bool.fetchOne(db, sql: exists, arguments: [Migrations.table]) ?? false else { return [] }
        return try String.fetchSet(db, sql: "SELECT identifier FROM \(Migrations.table)")
    }
}

/// The app's own part of the database, which login and every feature build on: the accounts (the sessions a
/// server hands out are Login's part, `StoredPart.login`).
enum AppTables: StoredFeature {
    /// `v1-seed` is empty: earlier builds put the demo account in with it, and files they made record it as
    /// applied, demo and all. Such a file keeps its demo account (and whatever happened to it) as it is; a
    /// new file gets the demo only when it is created with `seedsDemo` (see `Migrations.seedIfNew`).
    static let migrations: [(identifier: String, sql: [String])] = [
        (
            "v1-schema",
            [
                """
                CREATE TABLE accounts (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    display_name TEXT NOT NULL,
                    password_hash TEXT NOT NULL
                )
                """
            ]
        ),
        ("v1-seed", []),
    ]
}
