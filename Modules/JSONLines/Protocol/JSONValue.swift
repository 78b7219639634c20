import TextShell

/// A JSON value whose objects keep their keys in the order given, written as compact JSON text on one line.
///
/// Events are written with it rather than `JSONEncoder`, so every event's keys come in one fixed,
/// documented order (`type` first) and the text is the same on every platform.
public indirect enum JSONValue: Sendable {
    case string(String)
    case integer(Int64)
    case bool(Bool)
    case array([JSONValue])
    /// Members in the order they are written.
    case object([(key: String, value: JSONValue)])

    /// The value as compact JSON: no spaces, no newline; non-ASCII text as UTF-8, control characters escaped.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case let .string(string):
            JSONValue.write(string, to: &output)
        case let .integer(number):
            output += String(number)
        case let .bool(flag):
            output += flag ? "true" : "false"
        case let .array(elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.write(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// A JSON string: quotes, backslashes and C0 controls escaped (RFC 8259), and every other character of
    /// `HiddenScalars`' list too (DEL, C1 controls, bidirectional overrides, zero-width marks), as `\uXXXX`,
    /// so nothing written can move a terminal's cursor or reorder what a person reading the stream sees; a
    /// JSON reader decodes the same text.
    private static func write(_ string: String, to output: inout String) {
        output += "\""
        // Most text is printable ASCII with nothing to escape: written as it is.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += string
            output += "\""
            return
        }
        let scalars = Array(string.unicodeScalars)
        for index in scalars.indices {
            let scalar = scalars[index]
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where HiddenScalars.isHidden(at: index, in: scalars):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
