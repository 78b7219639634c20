internal import Foundation
import Models
import Presenters

/// Reads a request from a line's bytes, strictly: one JSON object with exactly one of `command`, `answer`
/// and `secret` (each a string) and an optional `id` (a string or an integer), nothing else. Anything
/// else is a `RequestError` that names the problem, never a crash.
public enum RequestParser {
    /// The longest request line accepted, in bytes: the same limit as a line typed in the terminal.
    public static let maximumLineBytes = LineProblem.maximumBytes

    /// Whether `bytes` hold only JSON whitespace: such a line is skipped and gets no response.
    public static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { [0x20, 0x09, 0x0D, 0x0A].contains($0) }
    }

    /// The request on a line (without its newline). `wholeLength` is the line's length in bytes when the
    /// reader cut it short because it was over the limit.
    public static func parse(_ bytes: [UInt8], wholeLength: Int? = nil) -> Result<Request, RequestError> {
        if let wholeLength { return .failure(RequestError(.line(.tooLong(bytes: wholeLength)))) }
        guard bytes.count <= maximumLineBytes else { return .failure(RequestError(.line(.tooLong(bytes: bytes.count)))) }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(RequestError(.line(.invalidUTF8))) }
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
            return .failure(RequestError(.wrongType(key: Request.idKey, expected: "a string or an integer", kind: member.kind)))
        }
        let unknown = members.keys.filter { $0 != Request.idKey && !Request.kindKeys.contains($0) }.sorted()
        guard unknown.isEmpty else { return .failure(RequestError(.unknownKeys(unknown), id: id)) }
        let kinds = Request.kindKeys.filter { members[$0] != nil }
        guard let key = kinds.first else { return .failure(RequestError(.missingKind, id: id)) }
        guard kinds.count == 1 else { return .failure(RequestError(.conflictingKinds(kinds), id: id)) }
        guard case let .string(text)? = members[key] else {
            return .failure(RequestError(.wrongType(key: key, expected: "a string", kind: members[key]?.kind ?? "null"), id: id))
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
        case other(kind: String)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .other(kind: "null")
            } else if let text = try? value.decode(String.self) {
                self = .string(text)
            } else if (try? value.decode(Bool.self)) != nil {
                self = .other(kind: "a boolean")
            } else if let number = try? value.decode(Int64.self) {
                self = .integer(number)
            } else if (try? value.decode(Double.self)) != nil {
                self = .other(kind: "a non-integer or out-of-range number")
            } else if (try? decoder.unkeyedContainer()) != nil {
                self = .other(kind: "an array")
            } else {
                self = .other(kind: "an object")
            }
        }

        /// What the value is, in words: "a string", "a number", "null", …
        var kind: String {
            switch self {
            case .string: "a string"
            case .integer: "a number"
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
