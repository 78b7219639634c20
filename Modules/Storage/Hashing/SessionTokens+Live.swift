internal import Crypto
internal import Foundation
public import UseCases

extension SessionTokens {
    /// 256 random bits from the system's secure generator, as 43 URL-safe characters; hashed with SHA-256
    /// (a token has all the entropy a slow hash would add, so a fast one is enough, as for GitHub's tokens).
    public static let live = SessionTokens(
        make: {
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        },
        hash: { token in SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined() }
    )
}
