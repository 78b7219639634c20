public import Foundation
public import LoginUseCases
public import Models
public import PostgresNIO
public import PostgresStorage

/// Login's part of a PostgreSQL database: the sessions a server hands out (`v2-sessions`), right after the
/// core's accounts, as when they were theirs.
public enum PostgresSessionsSchema: PostgresFeature {
    public static let migrations: [(identifier: String, sql: [PostgresQuery])] = [
        (
            "v2-sessions",
            [
                """
                CREATE TABLE sessions (
                    token_hash TEXT PRIMARY KEY,
                    user_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    expires_at TIMESTAMPTZ NOT NULL,
                    revoked BOOLEAN NOT NULL DEFAULT false
                )
                """,
                "CREATE INDEX sessions_on_user_id ON sessions (user_id)",
            ]
        )
    ]
}

extension PostgresStore {
    /// The sessions a server hands out.
    public var sessions: PostgresSessions { PostgresSessions(store: self) }
}

/// `SessionRepository` on the `sessions` table: a token's hash, its user and its expiry, never the token.
public struct PostgresSessions: SessionRepository {
    let store: PostgresStore

    public func insert(tokenHash: String, user: User.ID, expiresAt: Date, now: Date) async throws {
        try await store.withConnection { connection in
            try await connection.query(
                """
                WITH ended AS (DELETE FROM sessions WHERE user_id = \(user.rawValue) AND (expires_at <= \(now) OR revoked))
                INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (\(tokenHash), \(user.rawValue), \(expiresAt))
                """, logger: store.logger)
        }
    }

    public func session(tokenHash: String) async throws -> StoredSession? {
        try await store.withConnection { connection in
            let rows = try await connection.rows(
                """
                SELECT a.id, a.email, a.display_name, s.expires_at, s.revoked
                FROM sessions s JOIN accounts a ON a.id = s.user_id WHERE s.token_hash = \(tokenHash)
                """, logger: store.logger)
            guard let row = rows.first else { return nil }
            var cells = Cells(row)
            return StoredSession(user: try PostgresAccounts.user(&cells), expiresAt: try cells.next(), isRevoked: try cells.next())
        }
    }

    /// A logout abandoned once it had its connection may still be carried out: `outcomeUnknown`, as a purchase. (A
    /// login abandoned is `unavailable`: a session it may have made is one whose token nobody was given.)
    public func revoke(tokenHash: String) async throws {
        try await store.writing { connection in
            try await connection.query("DELETE FROM sessions WHERE token_hash = \(tokenHash)", logger: store.logger)
        }
    }
}
