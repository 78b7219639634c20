public import Foundation
public import Models
public import Storage

/// Shared values for Storage tests: a fast hasher, the demo user, a fixed clock and fresh databases.
public enum StorageFixtures {
    /// Few rounds, so seeding and verifying stay fast; the format and algorithm are the real ones.
    public static let hasher = PBKDF2PasswordHasher(rounds: 1_000)
    /// The seeded demo account.
    public static let demo = User.ID(1)
    public static let demoEmail = EmailAddress("demo@bazaar.dev")!
    /// A date with whole milliseconds, so it survives storage exactly.
    public static let fixedDate = Date(timeIntervalSince1970: 1_750_000_000.125)

    /// A freshly migrated and seeded in-memory database, with the feature trees' `parts`.
    public static func inMemory(parts: [StoredPart] = []) throws -> AppDatabase {
        try AppDatabase.inMemory(hasher: hasher, parts: parts)
    }

    /// The second account `inMemoryWithNeighbour()` holds.
    public static let neighbour = User.ID(2)

    /// A freshly migrated and seeded in-memory database, with the feature trees' `parts`, and a second account
    /// beside the demo's: a copy of it with another id (`neighbour`) and email, whatever columns accounts have.
    public static func inMemoryWithNeighbour(parts: [StoredPart] = []) async throws -> AppDatabase {
        let database = try inMemory(parts: parts)
        try await database.execute(
            """
            CREATE TEMP TABLE neighbour AS SELECT * FROM accounts WHERE id = 1;
            UPDATE neighbour SET id = \(neighbour.rawValue), email = 'neighbour@example.com';
            INSERT INTO accounts SELECT * FROM neighbour;
            DROP TABLE neighbour;
            """)
        return database
    }
}
