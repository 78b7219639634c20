internal import Foundation

/// What a server checks in a JSON request body before the contract's decoder reads it.
enum JSONBody {
    /// The first member name an object of `bytes` holds twice (compared after unescaping: `"a"` and
    /// `"\u0061"` are one name), or nil. Reads only the structure: text that is not JSON is left to the
    /// decoder, which refuses it.
    static func duplicateKey(in bytes: some Collection<UInt8>) -> String? {
        /// Each open container: an object with the names seen so far, or an array.
        var open: [Set<String>?] = []
        /// Whether the next string is a member name (just after `{` or after a `,` in an object).
        var expectingName = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                open.append([])
                expectingName = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingName = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                expectingName = false
            case UInt8(ascii: ","):
                expectingName = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                var end = bytes.index(after: index)
                var escaped = false
                while end < bytes.endIndex {
                    let character = bytes[end]
                    if character == UInt8(ascii: "\\") {
                        escaped = true
                        end = bytes.index(after: end)  // the escaped character is skipped too
                    } else if character == UInt8(ascii: "\"") {
                        break
                    }
                    if end < bytes.endIndex { end = bytes.index(after: end) }
                }
                guard end < bytes.endIndex else { return nil }  // an unterminated string: not JSON
                if expectingName, let names = open.last, let names {
                    let raw = bytes[bytes.index(after: index)..<end]
                    let name = escaped ? unescaped(raw) : String(decoding: raw, as: UTF8.self)
                    guard let name else { return nil }
                    if names.contains(name) { return name }
                    open[open.count - 1]?.insert(name)
                    expectingName = false
                }
                index = end
            default:
                break
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// A string's text from its JSON form between the quotes; nil when its escapes are not JSON's.
    private static func unescaped(_ raw: some Collection<UInt8>) -> String? {
        try? JSONDecoder().decode(String.self, from: Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]))
    }
}
