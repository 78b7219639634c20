import Models
import TestSupport
import UseCases

/// A hasher double: the "hash" is the password reversed behind a tag, so tests can tell them apart.
struct ReversingHasher: PasswordHasher {
    func hash(_ password: Password) throws -> PasswordHash {
        PasswordHash(encoded: "rev$" + String(password.revealed.reversed()))
    }

    func verify(_ password: Password, against hash: PasswordHash) -> Bool {
        verified.append(hash.encoded)
        return hash.encoded == "rev$" + String(password.revealed.reversed())
    }

    var decoy: PasswordHash { PasswordHash(encoded: "decoy") }

    /// Every hash `verify` was asked about.
    let verified = CallLog<String>()
}
