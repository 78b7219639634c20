import Testing

@testable import LineEditing

/// Keys typed at the terminal are decoded as UTF-8 one byte at a time, and a bad byte never eats the key
/// typed after it.
@Suite(.timeLimit(.minutes(1))) struct UTF8KeyDecoderTests {
    /// What the decoder makes of `bytes`: each character, and "�" for each invalid sequence.
    static func decode(_ bytes: [UInt8]) -> String {
        var decoder = UTF8KeyDecoder()
        var text = ""
        for byte in bytes {
            var step = decoder.feed(byte)
            if case .invalid(feedAgain: true) = step {
                text.unicodeScalars.append(UTF8KeyDecoder.replacement)
                step = decoder.feed(byte)
            }
            switch step {
            case let .character(scalar): text.unicodeScalars.append(scalar)
            case .invalid: text.unicodeScalars.append(UTF8KeyDecoder.replacement)
            case .needsMore: break
            }
        }
        return text
    }

    @Test func validTextOfEveryLengthIsItself() {
        let text = "aé急😀"
        #expect(Self.decode(Array(text.utf8)) == text)
    }

    @Test(
        arguments: [
            ([0xC3, 0x41], "\u{FFFD}A"),  // a two-byte lead, then a letter: the letter is kept
            ([0xE6, 0x80, 0x41, 0x42], "\u{FFFD}AB"),  // a three-byte sequence cut short
            ([0xF0, 0x9F, 0x98, 0x0D], "\u{FFFD}\r"),  // Enter after a cut emoji still ends the line
            ([0xC3, 0xC3, 0xA9], "\u{FFFD}é"),  // a lead byte breaking a sequence starts its own character
            ([0xFF, 0x41], "\u{FFFD}A"),  // a byte that is never UTF-8
            ([0x80, 0x41], "\u{FFFD}A"),  // a stray continuation byte
            ([0xC0, 0xAF, 0x41], "\u{FFFD}\u{FFFD}A"),  // an overlong '/': C0 is never a lead
            ([0xE0, 0x80, 0xAF, 0x41], "\u{FFFD}A"),  // an overlong form of three bytes
            ([0xED, 0xA0, 0x80, 0x41], "\u{FFFD}A"),  // a surrogate
        ] as [([UInt8], String)])
    func anInvalidSequenceIsOneReplacementAndTheNextKeyIsKept(bytes: [UInt8], expected: String) {
        #expect(Self.decode(bytes) == expected)
    }
}
