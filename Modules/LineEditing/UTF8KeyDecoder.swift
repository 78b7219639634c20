/// Turns the bytes typed at a terminal into characters, one byte at a time, as UTF-8.
///
/// A byte that cannot continue the sequence in progress (`0xC3` then `A`) ends that sequence as invalid
/// and then starts the next character itself, so nothing typed after a bad byte is lost; a byte that
/// cannot start a character (a stray continuation byte, `0xFF`) is invalid on its own. An overlong form
/// or a surrogate is invalid too. The reader shows U+FFFD for each invalid sequence and refuses the line.
struct UTF8KeyDecoder {
    enum Step: Equatable {
        /// A whole character.
        case character(Unicode.Scalar)
        /// The sequence so far is not UTF-8. With `feedAgain`, the byte just fed was not part of it: feed
        /// it again, as the start of the next character.
        case invalid(feedAgain: Bool)
        /// The character needs more bytes.
        case needsMore
    }

    /// What stands for an invalid sequence: U+FFFD, the replacement character.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    private var value: UInt32 = 0
    private var length = 0
    private var remaining = 0

    mutating func feed(_ byte: UInt8) -> Step {
        if remaining > 0 {
            guard byte & 0xC0 == 0x80 else {
                remaining = 0
                return .invalid(feedAgain: true)
            }
            value = value << 6 | UInt32(byte & 0x3F)
            remaining -= 1
            guard remaining == 0 else { return .needsMore }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid(feedAgain: false) }
            return .character(scalar)
        }
        switch byte {
        case 0x00...0x7F: return .character(Unicode.Scalar(byte))
        case 0xC2...0xDF: (value, length) = (UInt32(byte & 0x1F), 2)
        case 0xE0...0xEF: (value, length) = (UInt32(byte & 0x0F), 3)
        case 0xF0...0xF4: (value, length) = (UInt32(byte & 0x07), 4)
        default: return .invalid(feedAgain: false)
        }
        remaining = length - 1
        return .needsMore
    }
}
