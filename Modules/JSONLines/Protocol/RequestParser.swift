internal import Foundation
import Models
import Presenters
import TextShell

/// Reads a request from a line's bytes, strictly: one JSON object with exactly one of `command`, `answer`
/// and `secret` (each a string) and an optional `id` (a string or an integer), nothing else. Anything
/// else is a `RequestError` that names the problem, never a crash.
public enum RequestParser {
    /// The longest request line accepted, in bytes: the same limit as a line typed in the terminal.
    public static let maximumLineBytes = LineProblem.maximumBytes

    /// Whether `bytes` hold only JSON whitespace: such a line is skipped and gets no response.
    public static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy(isWhitespace)
    }

    /// Whether `byte` is JSON whitespace: space, tab, CR or LF.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0D, 0x0A].contains(byte)
    }

    /// The request on a line (without its newline). `wholeLength` is the line's length in bytes when the
    /// reader cut it short because it was over the limit.
    public static func parse(_ bytes: [UInt8], wholeLength: Int? = nil) -> Result<Request, RequestError> {
        if let wholeLength { return .failure(RequestError(.line(.tooLong(bytes: wholeLength)))) }
        guard bytes.count <= maximumLineBytes else { return .failure(RequestError(.line(.tooLong(bytes: bytes.count)))) }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(RequestError(.line(.invalidUTF8))) }
        if let problem = StrictScan.problem(in: bytes) { return .failure(RequestError(problem)) }
        let shape: Shape
        do {
            shape = try JSONDecoder().decode(Shape.self, from: Data(bytes))
        } catch {
            return .failure(RequestError(.malformedJSON))
        }
        switch shape {
        case let .object(members): return request(from: members)
        case let .value(value): return .failure(RequestError(.notAnObject(kind: value.kind)))
        }
    }

    private static func request(from members: [String: Member]) -> Result<Request, RequestError> {
        var id: RequestID?
        switch members[Request.idKey] {
        case nil: id = nil
        case let .string(text): id = .string(text)
        case let .integer(number): id = .integer(number)
        case let member?:
            return .failure(RequestError(.wrongType(key: Request.idKey, expected: .stringOrInteger, kind: member.kind)))
        }
        let unknown = members.keys.filter { $0 != Request.idKey && !Request.kindKeys.contains($0) }.sorted()
        guard unknown.isEmpty else { return .failure(RequestError(.unknownKeys(unknown), id: id)) }
        let kinds = Request.kindKeys.filter { members[$0] != nil }
        guard let key = kinds.first else { return .failure(RequestError(.missingKind, id: id)) }
        guard kinds.count == 1 else { return .failure(RequestError(.conflictingKinds(kinds), id: id)) }
        guard case let .string(text)? = members[key] else {
            return .failure(RequestError(.wrongType(key: key, expected: .string, kind: members[key]?.kind ?? .null), id: id))
        }
        let kind: Request.Kind =
            switch key {
            case "command": .command(text)
            case "answer": .answer(text)
            default: .secret(Password(text))
            }
        return .success(Request(kind, id: id))
    }

    /// A line of JSON: an object's members, or another value.
    private enum Shape: Decodable {
        case object([String: Member])
        case value(Member)

        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
                self = .value(try Member(from: decoder))
                return
            }
            var members: [String: Member] = [:]
            for key in container.allKeys {
                members[key.stringValue] = try container.decode(Member.self, forKey: key)
            }
            self = .object(members)
        }
    }

    /// A member's value, as far as a request cares: a string, an integer, or what else it is.
    private enum Member: Decodable {
        case string(String)
        case integer(Int64)
        case other(kind: ValueKind)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .other(kind: .null)
            } else if let text = try? value.decode(String.self) {
                self = .string(text)
            } else if (try? value.decode(Bool.self)) != nil {
                self = .other(kind: .boolean)
            } else if let number = try? value.decode(Int64.self) {
                self = .integer(number)
            } else if (try? value.decode(Double.self)) != nil {
                self = .other(kind: .otherNumber)
            } else if (try? decoder.unkeyedContainer()) != nil {
                self = .other(kind: .array)
            } else if (try? decoder.container(keyedBy: AnyKey.self)) != nil {
                self = .other(kind: .object)
            } else {
                self = .other(kind: .otherNumber)  // a number too large for a Double (1E400)
            }
        }

        /// What the value is.
        var kind: ValueKind {
            switch self {
            case .string: .string
            case .integer: .integer
            case let .other(kind): kind
            }
        }
    }

    /// Any key of an object.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }
}

/// What JSON forbids and `JSONDecoder` lets through or names wrongly: a key the request gives twice (the
/// decoder keeps one of them), a raw control character in a string, half a surrogate pair, a second value
/// after the first, a comma before a closing bracket, and a number JSON does not write (`01`, `1.`). A line it
/// cannot follow (unbalanced, unterminated) is left for the decoder to call malformed.
enum StrictScan {
    static func problem(in bytes: [UInt8]) -> RequestProblem? {
        var containers: [UInt8] = []
        var expectingKey = false
        var keys: Set<String> = []
        // The last byte outside a string that is not whitespace, and whether a first value has ended.
        var previous: UInt8?
        var ended = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if RequestParser.isWhitespace(byte) {
                index += 1
                continue
            }
            if ended { return .malformedJSON }
            switch byte {
            case UInt8(ascii: "\""):
                switch readString(bytes, from: index + 1) {
                case nil: return nil
                case let .problem(problem)?: return problem
                case let .text(text, end)?:
                    if expectingKey, containers == [UInt8(ascii: "{")], !keys.insert(text).inserted { return .duplicateKey(text) }
                    expectingKey = false
                    previous = byte
                    ended = containers.isEmpty
                    index = end
                    continue
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                containers.append(byte)
                expectingKey = byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard previous != UInt8(ascii: ","), containers.popLast() != nil else { return .malformedJSON }
                expectingKey = false
                ended = containers.isEmpty
            case UInt8(ascii: ","):
                expectingKey = containers.last == UInt8(ascii: "{")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "."):
                var end = index
                while end < bytes.count, Self.numberBytes.contains(bytes[end]) { end += 1 }
                guard Self.isNumber(bytes[index..<end]) else { return .malformedJSON }
                previous = byte
                ended = containers.isEmpty
                index = end
                continue
            default:
                break
            }
            previous = byte
            index += 1
        }
        return nil
    }

    private static let numberBytes = Set(Array("+-.0123456789eE".utf8))

    /// Whether `token` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isNumber(_ token: ArraySlice<UInt8>) -> Bool {
        var rest = token[...]
        func digits() -> Int {
            let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        if rest.first == UInt8(ascii: "0") {
            rest = rest.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }

    private enum StringScan {
        /// The string's text, and the index just past its closing quote.
        case text(String, end: Int)
        case problem(RequestProblem)
    }

    /// Reads the string whose first byte is at `start`; nil when it is not terminated (the decoder calls that
    /// malformed), `malformedJSON` when it holds an escape JSON does not have.
    private static func readString(_ bytes: [UInt8], from start: Int) -> StringScan? {
        var text: [UInt8] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return .text(String(decoding: text, as: UTF8.self), end: index + 1) }
            if byte < 0x20 { return .problem(.controlCharacterInString) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(bytes, at: index) else { return .problem(.malformedJSON) }
                index += 4
                var scalar = Unicode.Scalar(unit)
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        return .problem(.loneSurrogate)
                    }
                    guard let low = hexUnit(bytes, at: index + 2) else { return .problem(.malformedJSON) }
                    guard (0xDC00...0xDFFF).contains(low) else { return .problem(.loneSurrogate) }
                    index += 6
                    scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))
                }
                guard let scalar else { return .problem(.loneSurrogate) }
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                // An escape JSON does not have: the decoder checks a string's escapes only when it decodes the
                // string, and every type tried for the value then fails (a "wrong type", even for a key).
                return .problem(.malformedJSON)
            }
        }
        return nil
    }

    /// The four hexadecimal digits at `index` as a UTF-16 code unit.
    private static func hexUnit(_ bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 4 <= bytes.count, let text = String(validating: bytes[index..<index + 4], as: UTF8.self),
            text.allSatisfy(\.isHexDigit)
        else { return nil }
        return UInt16(text, radix: 16)
    }
}
