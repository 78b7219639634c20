import JSONLines
import Models
import Presenters
import Testing
import TextShell

/// Requests are read strictly: every bad line is one named problem, never a crash, and no problem repeats a
/// value the client sent.
@Suite(.timeLimit(.minutes(1))) struct RequestParserTests {
    static func parse(_ line: String) -> Result<Request, RequestError> {
        RequestParser.parse(Array(line.utf8))
    }

    static func problem(_ line: String) -> RequestProblem? {
        guard case let .failure(error) = parse(line) else { return nil }
        return error.problem
    }

    @Test func readsEachKindOfRequestWithOrWithoutAnId() {
        #expect(Self.parse(#"{"command": "open items/3"}"#) == .success(Request(.command("open items/3"))))
        #expect(Self.parse(#"{"answer":"yes","id":"q1"}"#) == .success(Request(.answer("yes"), id: .string("q1"))))
        #expect(
            Self.parse(#" {"id": 42, "secret": "bazaar-demo"} "#) == .success(Request(.secret(Password("bazaar-demo")), id: .integer(42))))
        #expect(Self.parse(#"{"command":"search \u6025\u9808\t","id":-1}"#) == .success(Request(.command("search 急須\t"), id: .integer(-1))))
        #expect(Self.parse(#"{"command":""}"#) == .success(Request(.command(""))), "an empty command is the shell's to ignore")
    }

    @Test func blankLinesAreOnlyJSONWhitespace() {
        #expect(RequestParser.isBlank([]))
        #expect(RequestParser.isBlank(Array(" \t\r".utf8)))
        #expect(!RequestParser.isBlank(Array(" {}".utf8)))
        #expect(!RequestParser.isBlank([0xC2, 0xA0]), "a no-break space is not JSON whitespace")
    }

    @Test(arguments: [
        "not json", "{", #"{"command":"where"} x"#, #"{"command":'where'}"#, #"{command:"where"}"#, "{}}", #"{"command":"a"#,
        // What JSON forbids and the decoder lets through or names otherwise: two values on a line, a trailing
        // comma, and numbers JSON does not write.
        #"{"command":"where"}{"command":"help"}"#, #"{"command":"where"}{"id":1}"#, #"{"command":"where",}"#, #"{"command":["a",]}"#,
        #"{"command":"where","id":01}"#, #"{"command":"where","id":1.}"#, #"{"command":"where","id":-01}"#,
        #"{"command":"where","id":00}"#, #"{"command":01}"#, #"{"command":"where","id":.5}"#, #"{"command":"where","id":1e}"#,
        #"{"command":"where","id":+1}"#,
        // An escape JSON does not have, in a value or a key: malformed, not a "wrong type" (a reviewer was told an
        // object was no object).
        #"{"command":"wh\qere","id":1}"#, #"{"secret":"bazaar\-demo"}"#, #"{"command":"where","v\erbose":1}"#,
        #"{"command":"\u12G4"}"#, #"{"command":"\uD800\uZZZZ"}"#,
    ])
    func malformedJSONIsNamed(line: String) {
        #expect(Self.problem(line) == .malformedJSON)
    }

    @Test(arguments: [
        ("[1]", ValueKind.array), (#""where""#, .string), ("3", .integer), ("null", .null), ("true", .boolean),
    ])
    func aLineThatIsNotAnObjectSaysWhatItIs(line: String, kind: ValueKind) {
        #expect(Self.problem(line) == .notAnObject(kind: kind))
    }

    @Test func unknownKeysAreNamedSortedAndTheIdStillCounts() {
        #expect(
            Self.parse(#"{"command":"where","verbose":true,"id":5}"#) == .failure(RequestError(.unknownKeys(["verbose"]), id: .integer(5))))
        #expect(Self.problem(#"{"comand":"where","Command":"x"}"#) == .unknownKeys(["Command", "comand"]))
    }

    @Test func aRequestNeedsExactlyOneOfCommandAnswerAndSecret() {
        #expect(Self.problem("{}") == .missingKind)
        #expect(Self.parse(#"{"id":"a"}"#) == .failure(RequestError(.missingKind, id: .string("a"))))
        #expect(Self.problem(#"{"secret":"s","command":"where"}"#) == .conflictingKinds(["command", "secret"]))
        #expect(Self.problem(#"{"answer":"yes","command":"x","secret":"s"}"#) == .conflictingKinds(["command", "answer", "secret"]))
    }

    @Test(arguments: [
        (#"{"command":1}"#, "command", ValueKind.string, ValueKind.integer),
        (#"{"answer":true}"#, "answer", ValueKind.string, ValueKind.boolean),
        (#"{"secret":null}"#, "secret", ValueKind.string, ValueKind.null),
        (#"{"command":["where"]}"#, "command", ValueKind.string, ValueKind.array),
        (#"{"command":{"text":"where"}}"#, "command", ValueKind.string, ValueKind.object),
        (#"{"command":"where","id":true}"#, "id", ValueKind.stringOrInteger, ValueKind.boolean),
        (#"{"command":"where","id":1.5}"#, "id", ValueKind.stringOrInteger, ValueKind.otherNumber),
        (#"{"command":"where","id":9223372036854775808}"#, "id", ValueKind.stringOrInteger, ValueKind.otherNumber),
        (#"{"command":"where","id":1E400}"#, "id", ValueKind.stringOrInteger, ValueKind.otherNumber),
        (#"{"command":"where","id":-0.5e-3}"#, "id", ValueKind.stringOrInteger, ValueKind.otherNumber),
        (#"{"command":"where","id":null}"#, "id", ValueKind.stringOrInteger, ValueKind.null),
    ])
    func aFieldOfTheWrongTypeIsNamed(line: String, key: String, expected: ValueKind, kind: ValueKind) {
        #expect(Self.problem(line) == .wrongType(key: key, expected: expected, kind: kind))
    }

    @Test func aKeyGivenTwiceIsRefusedEvenWhenSpelledWithEscapes() {
        #expect(Self.problem(#"{"command":"where","id":1,"id":true}"#) == .duplicateKey("id"))
        #expect(Self.problem(#"{"command":"where","comm\u0061nd":"quit"}"#) == .duplicateKey("command"))
        #expect(Self.problem(#"{"secret":"hunter2","secret":"other"}"#)?.description.contains("hunter2") == false)
        #expect(
            Self.parse(#"{"command":"where","id":{"id":1,"id":2}}"#)
                == .failure(RequestError(.wrongType(key: "id", expected: .stringOrInteger, kind: .object))),
            "only the request's own keys count; a nested object is a wrong type")
    }

    @Test(arguments: [Array(#"{"command":"wh"#.utf8) + [0x01] + Array(#"ere"}"#.utf8), Array("{\"command\":\"a\tb\"}".utf8)])
    func aRawControlCharacterInAStringIsNamed(line: [UInt8]) {
        guard case let .failure(error) = RequestParser.parse(line) else {
            Issue.record("a raw control character was accepted")
            return
        }
        #expect(error.problem == .controlCharacterInString)
    }

    @Test(arguments: [#"{"command":"\ud800"}"#, #"{"command":"\udc00x"}"#, #"{"command":"\ud83d\u0041"}"#, #"{"command":"a\uD800"}"#])
    func aLoneSurrogateIsNamed(line: String) {
        #expect(Self.problem(line) == .loneSurrogate)
    }

    @Test func aSurrogatePairAndEscapedControlCharactersAreText() {
        #expect(Self.parse(#"{"command":"search \ud83d\ude00\u0001"}"#) == .success(Request(.command("search 😀\u{01}"))))
    }

    @Test func aWrongIdIsTheProblemEvenBesideOtherProblems() {
        #expect(
            Self.parse(#"{"comand":"where","id":[1]}"#)
                == .failure(RequestError(.wrongType(key: "id", expected: .stringOrInteger, kind: .array))))
    }

    @Test func overLongLinesAndInvalidUTF8AreRefusedBeforeTheyAreRead() {
        let limit = RequestParser.maximumLineBytes
        #expect(limit == LineProblem.maximumBytes)
        #expect(
            RequestParser.parse(Array(#"{"command":"where"}"#.utf8), wholeLength: 200_000_000)
                == .failure(RequestError(.line(.tooLong(bytes: 200_000_000)))))
        let long = #"{"command":""# + String(repeating: "a", count: limit) + #""}"#
        #expect(Self.problem(long) == .line(.tooLong(bytes: limit + 14)))
        let fits = #"{"command":""# + String(repeating: "a", count: limit - 14) + #""}"#
        #expect(Self.problem(fits) == nil)
        #expect(
            RequestParser.parse(Array(#"{"command":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8))
                == .failure(RequestError(.line(.invalidUTF8))))
    }

    @Test func eachProblemReadsAsOneLineThatRepeatsNoValue() {
        #expect(RequestProblem.malformedJSON.description == #"Malformed JSON: send one JSON object per line, such as {"command": "help"}."#)
        #expect(RequestProblem.notAnObject(kind: .array).description == "A request must be a JSON object, not an array.")
        #expect(
            RequestProblem.unknownKeys(["verbose"]).description
                == "Unknown key 'verbose'. A request has one of 'command', 'answer' or 'secret', and may have 'id'.")
        #expect(RequestProblem.unknownKeys(["a", "b", "c"]).description.hasPrefix("Unknown keys 'a', 'b' and 'c'. "))
        #expect(RequestProblem.missingKind.description == "A request needs one of 'command', 'answer' or 'secret'.")
        #expect(
            RequestProblem.conflictingKinds(["command", "secret"]).description
                == "A request has only one of 'command', 'answer' or 'secret'; this one has 'command' and 'secret'.")
        #expect(
            RequestProblem.wrongType(key: "id", expected: .stringOrInteger, kind: .null).description
                == "'id' must be a string or an integer, not null.")
        #expect(RequestProblem.line(.invalidUTF8).description == "Line is not valid UTF-8; it was ignored.")
        #expect(RequestProblem.duplicateKey("id").description == "'id' is given more than once; a request names each key once.")
        #expect(
            RequestProblem.controlCharacterInString.description
                == #"A string holds a raw control character; write it as an escape, such as \n or \u001b."#)
        #expect(
            RequestProblem.loneSurrogate.description
                == #"A string holds half of a UTF-16 surrogate pair (\ud800 to \udfff alone), which is not a character."#)
        let secretLines = [
            #"{"secret":"hunter2","command":"x"}"#, #"{"secret":"hunter2","extra":1}"#, #"{"secret":"hunter2""#, #"["hunter2"]"#,
            #"{"secret":"hunter2","id":false}"#, #"{"secret":"hunter2","answer":"hunter2"}"#,
        ]
        for line in secretLines {
            let description = Self.problem(line)?.description ?? "no problem"
            #expect(description != "no problem")
            #expect(!description.contains("hunter2"), "\(description)")
        }
    }
}
