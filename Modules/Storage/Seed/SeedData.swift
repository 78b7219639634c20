internal import Crypto
public import Models
public import UseCases

/// The data every new database starts with (the demo account); the same every time.
package enum SeedData {
    /// The demo account's id; the one user a new database has.
    package static let demoAccountID: Int64 = 1
    package static let demoEmail = "demo@bazaar.dev"
    static let demoDisplayName = "Demo"
    /// Stored only as a salted hash.
    static let demoPassword = "bazaar-demo"
    /// `demoPassword` hashed once, ahead of time, with `PBKDF2PasswordHasher`'s default parameters (210,000
    /// rounds of PBKDF2-HMAC-SHA256, a random 16-byte salt), so that starting `--in-memory` or making a new
    /// file does not spend 210,000 rounds at every start. The password is public (it is in the README), so
    /// a salt shared by every database protects nothing less than a fresh one would; real accounts still get
    /// a fresh salt from `hash`. A test verifies it with the real hasher.
    static let precomputedDemoPasswordHash = PasswordHash(
        encoded: "pbkdf2-sha256$210000$FOModAoRvWZAfgwOrqnpUg==$ld5lFvSa5mQtLB6TEp2VgXl/2kprCRNgRsPIiRpyA4Y="
    )
    /// The SHA-256 of the password `precomputedDemoPasswordHash` was made for. A demo password changed
    /// without making the hash again (a rename, an edit) no longer matches it, and is then hashed at start
    /// rather than seeded with a hash no password of the README verifies. `make new-app` makes both again.
    static let precomputedDemoPasswordSHA256 = "28ec5a1aa9a87c9bf364563beccd3599107af61982bb5b319cfa7f5c6e527857"

    /// The hash of `password` (the demo password) for `hasher`: the precomputed one when `hasher` makes
    /// hashes with the same parameters (the app's default) and it was made for `password`, else a fresh one
    /// from `hasher` (tests use few rounds).
    static func demoPasswordHash(for hasher: any PasswordHasher, password: String = demoPassword) throws -> PasswordHash {
        if let pbkdf2 = hasher as? PBKDF2PasswordHasher, pbkdf2.rounds == PBKDF2PasswordHasher.defaultRounds,
            SHA256.hash(data: Array(password.utf8)).map({ String(Int($0) + 0x100, radix: 16).dropFirst() }).joined()
                == precomputedDemoPasswordSHA256
        {
            return precomputedDemoPasswordHash
        }
        let secret = Password(password)
        defer { secret.wipe() }
        return try hasher.hash(secret)
    }
}

/// The demo data as the Models see it, for another store to seed (the server's PostgreSQL): the same
/// account, password and catalog a new SQLite database gets.
public enum DemoData {
    /// The demo user; their password is `password`.
    public static let user = User(
        id: User.ID(SeedData.demoAccountID), email: EmailAddress(SeedData.demoEmail)!, displayName: SeedData.demoDisplayName)
    public static let password = Password(SeedData.demoPassword)

    /// The demo password's hash for `hasher` (the precomputed one for the default parameters).
    public static func passwordHash(for hasher: any PasswordHasher) throws -> PasswordHash {
        try SeedData.demoPasswordHash(for: hasher)
    }
}
