internal import Crypto
internal import CryptoExtras
internal import Foundation
public import Models
public import UseCases

/// Salted PBKDF2-HMAC-SHA256 password hashes, encoded as `pbkdf2-sha256$ROUNDS$SALT_BASE64$HASH_BASE64`.
///
/// Every hash gets a fresh 16-byte random salt. `verify` reads the rounds from the stored string, so
/// raising the default later keeps existing hashes valid; it compares digests in constant time and
/// rejects any string it cannot parse.
public struct PBKDF2PasswordHasher: PasswordHasher {
    /// OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256.
    public static let defaultRounds = 210_000
    /// The most rounds `verify` will run, so a tampered hash cannot make a login spin for minutes.
    static let maximumRounds = 10_000_000
    static let scheme = "pbkdf2-sha256"
    static let saltByteCount = 16
    static let digestByteCount = 32

    /// Iterations for new hashes.
    public let rounds: Int

    /// - Parameter rounds: iterations for new hashes, 1 through 10,000,000; tests use a small number.
    public init(rounds: Int = 210_000) {
        precondition((1...Self.maximumRounds).contains(rounds), "PBKDF2 rounds must be in 1...\(Self.maximumRounds)")
        self.rounds = rounds
    }

    public func hash(_ password: Password) throws -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let digest = try Self.derive(password, salt: salt, rounds: rounds)
        let fields = [Self.scheme, String(rounds), Data(salt).base64EncodedString(), Data(digest).base64EncodedString()]
        return PasswordHash(encoded: fields.joined(separator: "$"))
    }

    /// A hash with this hasher's rounds and a digest of zeros, which no password derives in practice.
    public var decoy: PasswordHash {
        let zeros = Data(count: Self.digestByteCount).base64EncodedString()
        let salt = Data(repeating: 0x5A, count: Self.saltByteCount).base64EncodedString()
        return PasswordHash(encoded: [Self.scheme, String(rounds), salt, zeros].joined(separator: "$"))
    }

    public func verify(_ password: Password, against hash: PasswordHash) -> Bool {
        guard
            let stored = Self.parse(hash.encoded),
            let candidate = try? Self.derive(password, salt: stored.salt, rounds: stored.rounds)
        else { return false }
        return Self.constantTimeEquals(candidate, stored.digest)
    }

    private static func derive(_ password: Password, salt: [UInt8], rounds: Int) throws -> [UInt8] {
        // The password's own bytes, not a copy that would outlive it in the heap.
        let key = try password.withUTF8Bytes { bytes in
            try KDF.Insecure.PBKDF2.deriveKey(
                from: bytes, salt: salt, using: .sha256, outputByteCount: digestByteCount, unsafeUncheckedRounds: rounds)
        }
        return key.withUnsafeBytes { Array($0) }
    }

    /// The rounds, salt and digest of a well-formed hash; `nil` for anything else.
    private static func parse(_ encoded: String) -> (rounds: Int, salt: [UInt8], digest: [UInt8])? {
        let fields = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard
            fields.count == 4,
            fields[0] == scheme,
            let rounds = parseRounds(fields[1]),
            let salt = decodeBase64(fields[2]), salt.count >= saltByteCount,
            let digest = decodeBase64(fields[3]), digest.count == digestByteCount
        else { return nil }
        return (rounds, salt, digest)
    }

    /// Plain decimal digits with no sign or leading zero, within `1...maximumRounds`.
    private static func parseRounds(_ text: Substring) -> Int? {
        guard
            let first = text.first, first != "0", text.count <= 8,
            text.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
            let rounds = Int(text), rounds <= maximumRounds
        else { return nil }
        return rounds
    }

    /// Standard padded Base64, accepted only in its canonical spelling.
    private static func decodeBase64(_ text: Substring) -> [UInt8]? {
        guard let data = Data(base64Encoded: String(text)), data.base64EncodedString() == text else { return nil }
        return Array(data)
    }

    /// Equal-length comparison whose time does not depend on where the bytes first differ.
    private static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}
