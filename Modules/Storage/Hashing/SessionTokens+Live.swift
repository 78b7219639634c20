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
        hash: { token in hexadecimal(SHA256.hash(data: Data(token.utf8))) }
    )

    /// `bytes` as lowercase hexadecimal, two digits a byte. Every authenticated request hashes its token:
    /// `String(format:)` a byte was 4% of a page's time on the server (make bench-server's profile).
    static func hexadecimal(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
