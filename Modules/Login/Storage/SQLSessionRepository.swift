public import Foundation
internal import GRDB
public import LoginUseCases
public import Models
public import Storage

/// `SessionRepository` on the `sessions` table: a token's hash, its user and its expiry, never the token.
public struct SQLSessionRepository: SessionRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func insert(tokenHash: String, user: User.ID, expiresAt: Date, now: Date) async throws {
        guard !database.isReadOnly else { throw StoreError.readOnly }
        try await translatingStoreErrors {
            try await database.writer.write { db in
                try db.execute(
                    sql: "DELETE FROM sessions WHERE user_id = ? AND (expires_at <= ? OR revoked = 1)",
                    arguments: [user.rawValue, now])
                try db.execute(
                    sql: "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)",
                    arguments: [tokenHash, user.rawValue, expiresAt])
            }
        }
    }

    public func session(tokenHash: String) async throws -> StoredSession? {
        try database.read { db in
            let sql = "SELECT user_id, expires_at, revoked FROM sessions WHERE token_hash = ?"
            guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [tokenHash]) else { return nil }
            guard let user = try AppDatabase.user(db, id: row[0]) else { return nil }
            return StoredSession(user: user, expiresAt: row[1], isRevoked: row[2])
        }
    }

    public func revoke(tokenHash: String) async throws {
        guard !database.isReadOnly else { throw StoreError.readOnly }
        try await translatingStoreErrors {
            try await database.writer.write { db in
                try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [tokenHash])
            }
        }
    }
}
