import Models
import TextShell

/// Every sentence of JSON Lines in English.
extension JSONWords {
    public var english: String {
        switch self {
        case .nothingAsked: "Nothing is asked now: an answer only answers a question."
        case let .answerWith(answers): "Answer \(list(answers, "or")); the question is still waiting."
        case .noSecretAsked: "No secret is asked now; it was ignored."
        case .questionWaiting: #"A question is waiting: answer it first with {"answer": "yes"} or {"answer": "no"}."#
        case .secretWaiting: #"A secret is asked for: send it first with {"secret": "…"}."#
        }
    }
}

extension RequestProblem {
    public var english: String {
        switch self {
        case let .line(problem): problem.english
        case .malformedJSON: #"Malformed JSON: send one JSON object per line, such as {"command": "help"}."#
        case let .duplicateKey(key): "'\(key)' is given more than once; a request names each key once."
        case .controlCharacterInString: #"A string holds a raw control character; write it as an escape, such as \n or \u001b."#
        case .loneSurrogate:
            #"A string holds half of a UTF-16 surrogate pair (\ud800 to \udfff alone), which is not a character."#
        case let .notAnObject(kind): "A request must be a JSON object, not \(kind.english)."
        case let .unknownKeys(keys):
            "Unknown key\(keys.count == 1 ? "" : "s") \(list(keys, "and")). A request has one of \(list(Request.kindKeys, "or")), and may have '\(Request.idKey)'."
        case .missingKind: "A request needs one of \(list(Request.kindKeys, "or"))."
        case let .conflictingKinds(keys):
            "A request has only one of \(list(Request.kindKeys, "or")); this one has \(list(keys, "and"))."
        case let .wrongType(key, expected, kind): "'\(key)' must be \(expected.english), not \(kind.english)."
        }
    }
}

extension ValueKind {
    var english: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .string: "a string"
        case .integer: "a number"
        case .otherNumber: "a non-integer or out-of-range number"
        case .array: "an array"
        case .object: "an object"
        case .stringOrInteger: "a string or an integer"
        }
    }
}
