import Foundation
import Models
import PostgresNIO
public import PostgresStorage
public import Server
import Storage
import Testing
import UseCases

/// A throwaway PostgreSQL database, migrated, with `users` accounts (each with `TestDatabase.password`),
/// and the arguments that start a `bazaar-server` on it.
public struct TestDatabase: Sendable {
    public static let password = "test-database-password"
    public let url: PostgresURL
    /// The accounts' emails; the account at index `n` has the id `n + 1`.
    public let emails: [String]

    /// Runs `body` with a new database holding `users` accounts and the tables of `features`, dropped afterwards whatever happened, in the
    /// cluster of `admin` (the throwaway one of `scripts/postgres.sh` by default).
    public static func with(
        users: Int, features: [ServerFeature], admin: PostgresURL? = Backend.postgresAdmin,
        _ body: @Sendable (TestDatabase) async throws -> Void
    )
        async throws
    {
        let admin = try #require(admin)
        try await Backend.withDatabase(admin) { url in
            let emails = (0..<users).map { "user\($0)@server.test" }
            let hash = try Backend.hasher.hash(Password(password)).encoded
            try await Backend.withClient(url) { client in
                try await PostgresStore(client: client, logger: Backend.logger).migrate(parts: features.signingIn.postgresParts)
                for (index, email) in emails.enumerated() {
                    try await client.query(
                        """
                        INSERT INTO accounts (id, email, display_name, password_hash)
                        VALUES (\(Int64(index + 1)), \(email), \("User \(index)"), \(hash))
                        """)
                }
            }
            try await body(TestDatabase(url: url, emails: emails))
        }
    }

    /// `bazaar-server`'s arguments for this database (on any free port, quiet but for warnings).
    public var serverArguments: [String] {
        let credentials = url.user + (url.password.map { ":\($0)" } ?? "")
        return [
            "--port", "0", "--log-level", "warning", "--database-url", "postgres://\(credentials)@\(url.host):\(url.port)/\(url.database)",
        ]
    }
}
