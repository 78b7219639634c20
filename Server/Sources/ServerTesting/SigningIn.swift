import LoginPostgresStorage
import LoginServer
public import Server

extension [ServerFeature] {
    /// These feature trees, after Login's when they lack it: every server signs people in through the skeleton's
    /// own tree (its sessions and their table), as bazaar-server does, so a feature's tests serve theirs beside it.
    public var signingIn: [ServerFeature] {
        contains { ObjectIdentifier($0.postgres) == ObjectIdentifier(PostgresSessionsSchema.self) } ? self : [.login] + self
    }
}
