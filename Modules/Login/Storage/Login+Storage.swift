public import Storage

/// Login's part of the database: the sessions a server hands out (`v2-sessions`), of which only a hash of each
/// bearer token is kept, with its expiry. It runs right after the core's accounts, as it did when it was theirs.
enum SessionsSchema: StoredFeature {
    static let migrations: [(identifier: String, sql: [String])] = [
        (
            "v2-sessions",
            [
                """
                CREATE TABLE sessions (
                    token_hash TEXT NOT NULL PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    expires_at DATETIME NOT NULL,
                    revoked INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1))
                )
                """,
                "CREATE INDEX sessions_on_user_id ON sessions(user_id)",
            ]
        )
    ]
}

extension StoredPart {
    /// Login's part of the database. The app sets no use case on it: its sessions are a server's
    /// (`ServerFeature.login`).
    public static let login = StoredPart(SessionsSchema.self) { _, _ in }
}

extension AppDatabase {
    /// The sessions a server hands out.
    public var sessions: SQLSessionRepository { SQLSessionRepository(database: self) }
}
