public import Models

/// Turns passwords into salted hashes and checks a password against one.
public protocol PasswordHasher: Sendable {
    /// A new hash with a fresh random salt.
    func hash(_ password: Password) throws -> PasswordHash
    /// Whether `password` produced `hash`; compares in constant time. A malformed hash never verifies.
    func verify(_ password: Password, against hash: PasswordHash) -> Bool
    /// A well-formed hash that no password verifies against. Login checks the password against it
    /// when no account has the email, so a wrong email takes as long as a wrong password.
    var decoy: PasswordHash { get }
}
