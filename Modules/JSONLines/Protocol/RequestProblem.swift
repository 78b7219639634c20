import Presenters
public import TextShell

/// Why a line is not a request. Each becomes one `error` event; the session goes on. No description
/// repeats a value the client sent (it may be a secret): only key names and kinds of value.
public enum RequestProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line is over the limit, or not UTF-8 (the same checks and words as a typed line).
    case line(LineProblem)
    case malformedJSON
    /// The request names `key` twice (however it is spelled: `"id"` and `"\u0069d"` are one key).
    case duplicateKey(String)
    /// A string holds a raw control character (U+0000 to U+001F), which JSON allows only as an escape.
    case controlCharacterInString
    /// A string holds a `\uXXXX` escape of half a surrogate pair without its other half.
    case loneSurrogate
    /// The line is JSON but not an object (`kind`: "an array", "a string", "a number", …).
    case notAnObject(kind: String)
    case unknownKeys([String])
    /// None of `command`, `answer` or `secret`.
    case missingKind
    /// More than one of `command`, `answer` and `secret`.
    case conflictingKinds([String])
    /// `key` holds a value of the wrong kind (`kind`: "a number", "null", …).
    case wrongType(key: String, expected: String, kind: String)

    public var description: String {
        switch self {
        case let .line(problem):
            problem.description
        case .malformedJSON:
            "Malformed JSON: send one JSON object per line, such as {\"command\": \"help\"}."
        case let .duplicateKey(key):
            "'\(key)' is given more than once; a request names each key once."
        case .controlCharacterInString:
            #"A string holds a raw control character; write it as an escape, such as \n or \u001b."#
        case .loneSurrogate:
            #"A string holds half of a UTF-16 surrogate pair (\ud800 to \udfff alone), which is not a character."#
        case let .notAnObject(kind):
            "A request must be a JSON object, not \(kind)."
        case let .unknownKeys(keys):
            "Unknown key\(keys.count == 1 ? "" : "s") \(RequestProblem.list(keys, "and")). \(RequestProblem.keysRule)"
        case .missingKind:
            "A request needs one of \(RequestProblem.list(Request.kindKeys, "or"))."
        case let .conflictingKinds(keys):
            "A request has only one of \(RequestProblem.list(Request.kindKeys, "or")); this one has \(RequestProblem.list(keys, "and"))."
        case let .wrongType(key, expected, kind):
            "'\(key)' must be \(expected), not \(kind)."
        }
    }

    private static let keysRule = "A request has one of \(list(Request.kindKeys, "or")), and may have '\(Request.idKey)'."

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    private static func list(_ keys: [String], _ conjunction: String) -> String {
        let quoted = keys.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// A line that is not a request, with the request's `id` when it could be read (so the error still
/// belongs to that request).
public struct RequestError: Error, Equatable, Sendable {
    public var problem: RequestProblem
    public var id: RequestID?

    public init(_ problem: RequestProblem, id: RequestID? = nil) {
        self.problem = problem
        self.id = id
    }
}
