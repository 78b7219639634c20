import Foundation
import Models
import Storage
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct PBKDF2PasswordHasherTests {
    let hasher = PBKDF2PasswordHasher(rounds: 1_000)

    @Test func aHashVerifiesItsPasswordAndNoOther() throws {
        let hash = try hasher.hash(Password("correct horse"))

        #expect(hasher.verify(Password("correct horse"), against: hash))
        #expect(!hasher.verify(Password("correct horsf"), against: hash))
        #expect(!hasher.verify(Password("Correct horse"), against: hash))
        #expect(!hasher.verify(Password(""), against: hash))
    }

    @Test func theEncodingNamesTheSchemeRoundsSaltAndDigest() throws {
        let hash = try hasher.hash(Password("bazaar-demo"))
        let fields = hash.encoded.split(separator: "$", omittingEmptySubsequences: false).map(String.init)

        try #require(fields.count == 4)
        #expect(fields[0] == "pbkdf2-sha256")
        #expect(fields[1] == "1000")
        #expect(Data(base64Encoded: fields[2])?.count == 16)
        #expect(Data(base64Encoded: fields[3])?.count == 32)
        #expect(!hash.encoded.contains("bazaar-demo"))
    }

    @Test func theDecoyIsShapedLikeARealHashButNothingVerifiesAgainstIt() throws {
        let real = try hasher.hash(Password("x")).encoded.split(separator: "$").map(\.count)
        let decoy = hasher.decoy.encoded.split(separator: "$").map(\.count)
        #expect(decoy == real, "same scheme, rounds and field lengths, so verifying it costs the same")
        for guess in ["", "bazaar-demo", "decoy", "\0"] {
            #expect(!hasher.verify(Password(guess), against: hasher.decoy))
        }
    }

    @Test func theSamePasswordGetsADifferentSaltEachTime() throws {
        let first = try hasher.hash(Password("same"))
        let second = try hasher.hash(Password("same"))

        #expect(first != second)
        #expect(first.encoded.split(separator: "$")[2] != second.encoded.split(separator: "$")[2])
        #expect(hasher.verify(Password("same"), against: first))
        #expect(hasher.verify(Password("same"), against: second))
    }

    @Test func verifyMatchesAnIndependentPBKDF2SHA256() {
        // Python: base64(hashlib.pbkdf2_hmac('sha256', b'correct horse', b'salt-of-16-bytes', 1000, 32))
        let known = PasswordHash(encoded: "pbkdf2-sha256$1000$\(Self.salt)$\(Self.digest)")

        #expect(hasher.verify(Password("correct horse"), against: known))
        #expect(!hasher.verify(Password("correct horsE"), against: known))
    }

    @Test func verifyReadsTheRoundsFromTheStoredHash() throws {
        let old = try PBKDF2PasswordHasher(rounds: 1_000).hash(Password("kept"))
        let raised = PBKDF2PasswordHasher(rounds: 2_000)

        #expect(raised.verify(Password("kept"), against: old))
        #expect(try raised.hash(Password("kept")).encoded.hasPrefix("pbkdf2-sha256$2000$"))
    }

    @Test func theDefaultIs210000Rounds() {
        #expect(PBKDF2PasswordHasher().rounds == 210_000)
        #expect(PBKDF2PasswordHasher.defaultRounds == 210_000)
    }

    @Test func aTamperedDigestDoesNotVerify() throws {
        let hash = try hasher.hash(Password("secret"))
        var fields = hash.encoded.split(separator: "$").map(String.init)
        var digest = try #require(Data(base64Encoded: fields[3]))
        digest[0] ^= 0x01
        fields[3] = digest.base64EncodedString()

        #expect(!hasher.verify(Password("secret"), against: PasswordHash(encoded: fields.joined(separator: "$"))))
    }

    static let salt = "c2FsdC1vZi0xNi1ieXRlcw=="
    static let digest = "DGZ14W0AOnYMOqemKUEfg+zMvLQhvdX0y//6/ZnAhnE="

    @Test(arguments: [
        "",
        "bazaar-demo",
        "$$$",
        "pbkdf2-sha256$1000$\(salt)",
        "pbkdf2-sha256$1000$\(salt)$\(digest)$extra",
        "pbkdf2-sha512$1000$\(salt)$\(digest)",
        "PBKDF2-SHA256$1000$\(salt)$\(digest)",
        "pbkdf2-sha256$$\(salt)$\(digest)",
        "pbkdf2-sha256$0$\(salt)$\(digest)",
        "pbkdf2-sha256$-1000$\(salt)$\(digest)",
        "pbkdf2-sha256$+1000$\(salt)$\(digest)",
        "pbkdf2-sha256$01000$\(salt)$\(digest)",
        "pbkdf2-sha256$1e3$\(salt)$\(digest)",
        "pbkdf2-sha256$99999999999999999999$\(salt)$\(digest)",
        "pbkdf2-sha256$10000001$\(salt)$\(digest)",
        "pbkdf2-sha256$1000$$\(digest)",
        "pbkdf2-sha256$1000$not base64!$\(digest)",
        "pbkdf2-sha256$1000$YmF6YWFy$\(digest)",
        "pbkdf2-sha256$1000$\(salt)$",
        "pbkdf2-sha256$1000$\(salt)$K5mz+qbEH3RyeRN6o/dz+ZVdCfyUgBLrHVqjB+CK",
        "pbkdf2-sha256$1000$\(salt)$K5mz+qbEH3RyeRN6o/dz+ZVdCfyUgBLrHVqjB+CKu4I",
        "pbkdf2-sha256$1000$\(salt)$\(digest)\n",
        " pbkdf2-sha256$1000$\(salt)$\(digest)",
    ])
    func aMalformedHashNeverVerifies(encoded: String) {
        // The password `digest` is the hash of: read leniently, most of these would verify it.
        #expect(!hasher.verify(Password("correct horse"), against: PasswordHash(encoded: encoded)))
    }
}
