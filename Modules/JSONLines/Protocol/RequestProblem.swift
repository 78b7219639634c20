public import Models
import Presenters
public import TextShell

/// Why a line is not a request. Each becomes one `error` event; the session goes on. No description
/// repeats a value the client sent (it may be a secret): only key names and kinds of value.
public enum RequestProblem: Error, Equatable, Words, CustomStringConvertible {
    /// The line is over the limit, or not UTF-8 (the same checks and words as a typed line).
    case line(LineProblem)
    case malformedJSON
    /// The request names `key` twice (however it is spelled: `"id"` and `"\u0069d"` are one key).
    case duplicateKey(String)
    /// A string holds a raw control character (U+0000 to U+001F), which JSON allows only as an escape.
    case controlCharacterInString
    /// A string holds a `\uXXXX` escape of half a surrogate pair without its other half.
    case loneSurrogate
    /// The line is JSON but not an object.
    case notAnObject(kind: ValueKind)
    case unknownKeys([String])
    /// None of `command`, `answer` or `secret`.
    case missingKind
    /// More than one of `command`, `answer` and `secret`.
    case conflictingKinds([String])
    /// `key` holds a value of the wrong kind.
    case wrongType(key: String, expected: ValueKind, kind: ValueKind)

    /// Its English, for logs.
    public var description: String { english }

    /// A stable code for a program: `RequestProblem.malformedJSON`; a line's problem is its own code.
    public var code: String {
        switch self {
        case let .line(problem): problem.code
        case .malformedJSON: "RequestProblem.malformedJSON"
        case .duplicateKey: "RequestProblem.duplicateKey"
        case .controlCharacterInString: "RequestProblem.controlCharacterInString"
        case .loneSurrogate: "RequestProblem.loneSurrogate"
        case .notAnObject: "RequestProblem.notAnObject"
        case .unknownKeys: "RequestProblem.unknownKeys"
        case .missingKind: "RequestProblem.missingKind"
        case .conflictingKinds: "RequestProblem.conflictingKinds"
        case .wrongType: "RequestProblem.wrongType"
        }
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

/// What a JSON value is, as an error names it ("a string", "null", …).
public enum ValueKind: Equatable, Sendable {
    case null
    case boolean
    case string
    case integer
    /// A number that is not a whole number, or is out of range.
    case otherNumber
    case array
    case object
    /// What an id may be.
    case stringOrInteger
}
