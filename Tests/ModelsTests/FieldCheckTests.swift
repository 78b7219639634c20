import Foundation
import Models
import Testing

/// The checks every generated model's `Draft.validated()` and every use case's inputs go through
/// (`make feature`, `make usecase TAKES=…`): what they keep, and the one `FieldError` that names the field.
@Suite(.timeLimit(.minutes(1))) struct FieldCheckTests {
    @Test func textIsKeptTrimmedWithinItsLength() throws {
        #expect(try FieldCheck.text("  Buy milk \n", field: "title", length: 1...80) == "Buy milk")
        #expect(try FieldCheck.text("abc", field: "title", length: 3...3) == "abc")
    }

    @Test(arguments: [nil, "", "   ", "\n\t"])
    func blankRequiredTextIsRequiredAndBlankOptionalTextIsNothing(value: String?) throws {
        #expect(throws: FieldError.required(field: "title")) { try FieldCheck.text(value, field: "title", length: 1...80) }
        #expect(try FieldCheck.optionalText(value, field: "body", length: 1...80) == nil)
    }

    @Test func textOutsideItsLengthIsRefusedWithTheLimit() {
        #expect(throws: FieldError.tooShort(field: "code", minimum: 3)) { try FieldCheck.text(" ab ", field: "code", length: 3...5) }
        #expect(throws: FieldError.tooLong(field: "code", maximum: 5)) { try FieldCheck.text("abcdef", field: "code", length: 3...5) }
        #expect(throws: FieldError.tooLong(field: "body", maximum: 2)) { try FieldCheck.optionalText("abc", field: "body", length: 1...2) }
    }

    /// The contract's maxLength counts a text as sent: a server that counted it once trimmed accepted a title
    /// the contract refuses (schemathesis sent 81 code points, the first a no-break space, for a maximum of 80).
    @Test func theLongestIsCountedAsSentAndTheShortestOnceTrimmed() throws {
        #expect(throws: FieldError.tooLong(field: "code", maximum: 5)) { try FieldCheck.text("\u{A0}abcde", field: "code", length: 3...5) }
        #expect(throws: FieldError.tooLong(field: "body", maximum: 5)) {
            try FieldCheck.optionalText("abcd  ", field: "body", length: 1...5)
        }
        #expect(try FieldCheck.text(" abc ", field: "code", length: 3...5) == "abc")
        #expect(throws: FieldError.tooShort(field: "code", minimum: 3)) { try FieldCheck.text("  ab  ", field: "code", length: 3...6) }
    }

    /// A length is counted in Unicode code points, as SQLite's length(), PostgreSQL's char_length() and the
    /// contract's maxLength count it: a text of few characters but more code points (a letter and its
    /// combining accent, an emoji and its skin tone) is refused here, not by the store's CHECK as a 503.
    @Test func lengthIsCountedInCodePointsAsTheStoresAndTheContractCountIt() throws {
        let accented = "e\u{301}e\u{301}"  // "éé": 2 characters, 4 code points
        #expect(throws: FieldError.tooLong(field: "title", maximum: 3)) { try FieldCheck.text(accented, field: "title", length: 1...3) }
        #expect(try FieldCheck.text(accented, field: "title", length: 1...4) == accented)
        #expect(throws: FieldError.tooLong(field: "body", maximum: 1)) { try FieldCheck.optionalText("👍🏻", field: "body", length: 1...1) }
        #expect(throws: FieldError.tooShort(field: "code", minimum: 3)) { try FieldCheck.text("e\u{301}", field: "code", length: 3...5) }
    }

    /// No store keeps a NUL as text (SQLite's length() stops at it, PostgreSQL refuses it): a field that holds
    /// one is refused by name, before anything is kept, rather than failing in the store.
    @Test(arguments: ["\u{0}", "Buy\u{0}milk", " a\u{0}"])
    func textWithANulIsRefused(value: String) {
        #expect(throws: FieldError.nulCharacter(field: "title")) { try FieldCheck.text(value, field: "title", length: 1...80) }
        #expect(throws: FieldError.nulCharacter(field: "body")) { try FieldCheck.optionalText(value, field: "body", length: 1...80) }
    }

    @Test func numbersAreKeptWithinTheirRangeOrAnyWithoutOne() throws {
        #expect(try FieldCheck.number(5, field: "rank", range: 1...5) == 5)
        #expect(try FieldCheck.number(-7, field: "count", range: nil) == -7)
        #expect(try FieldCheck.optionalNumber(nil, field: "rank", range: 1...5) == nil)
        #expect(try FieldCheck.optionalNumber(1, field: "rank", range: 1...5) == 1)
    }

    @Test func numbersOutsideTheirRangeOrMissingAreRefusedByName() {
        #expect(throws: FieldError.outOfRange(field: "rank", range: 1...5)) { try FieldCheck.number(6, field: "rank", range: 1...5) }
        #expect(throws: FieldError.outOfRange(field: "rank", range: 1...5)) {
            try FieldCheck.optionalNumber(0, field: "rank", range: 1...5)
        }
        #expect(throws: FieldError.required(field: "count")) { try FieldCheck.number(nil, field: "count", range: nil) }
    }

    @Test func eachErrorSaysItsFieldInOneLineWithAStableCode() {
        let errors: [FieldError] = [
            .required(field: "title"), .tooShort(field: "title", minimum: 2), .tooLong(field: "title", maximum: 80),
            .outOfRange(field: "rank", range: 1...5), .amountOutOfRange(field: "amount", range: .yen(1)...(.yen(1_000_000))),
        ]
        #expect(
            errors.map(\.code) == [
                "FieldError.required", "FieldError.tooShort", "FieldError.tooLong", "FieldError.outOfRange", "FieldError.outOfRange",
            ])
        #expect(
            errors.map(\.english) == [
                "The title is required.", "The title must be at least 2 characters.", "The title can be at most 80 characters.",
                "The rank must be from 1 to 5.", "The amount must be from ¥1 to ¥1,000,000.",
            ])
        #expect(errors.last?.japanese == "「amount」は¥1から¥1,000,000までの金額で入力してください。")
        #expect(errors.allSatisfy { !$0.japanese.isEmpty && !$0.japanese.contains("\n") && !$0.english.contains("\n") })
        // A field with no Japanese name yet is named as the model names it.
        #expect(FieldError.required(field: "nickname").japanese == "「nickname」は必須です。")
    }

    /// A field's names come with it (its feature declares them beside its limits, `Note.titleField`): each
    /// language's sentence says its own, and it is the same field as its bare name, as a request's body names it.
    @Test func aFieldIsNamedInEachLanguageByItsOwnNamesAndKnownByItsName() {
        let spent = FieldName("spent", english: "date spent", japanese: "支出日")
        #expect(FieldError.noSuchDay(field: spent).english == "The date spent is no day of the calendar.")
        #expect(FieldError.noSuchDay(field: spent).japanese == "「支出日」の日付は暦にありません。")
        #expect(FieldError.required(field: spent) == .required(field: "spent"))
        #expect(FieldError.required(field: spent) != .required(field: "date spent"))
        #expect(Set([spent, "spent"]).count == 1)
    }

    @Test func anAmountIsKeptWithinItsRangeAndRefusedOutsideIt() throws {
        let range = Money.yen(1)...Money.yen(1_000_000)
        #expect(try FieldCheck.amount(.yen(350), field: "amount", range: range) == .yen(350))
        #expect(try FieldCheck.amount(.yen(-5), field: "amount", range: nil) == .yen(-5))
        #expect(throws: FieldError.amountOutOfRange(field: "amount", range: range)) {
            try FieldCheck.amount(.yen(0), field: "amount", range: range)
        }
        #expect(throws: FieldError.amountOutOfRange(field: "amount", range: range)) {
            try FieldCheck.optionalAmount(.yen(1_000_001), field: "amount", range: range)
        }
        #expect(throws: FieldError.required(field: "amount")) { try FieldCheck.amount(nil, field: "amount", range: range) }
        #expect(try FieldCheck.optionalAmount(nil, field: "tip", range: range) == nil)
    }

    /// An amount in another currency than the range's is out of it, whatever its number.
    @Test func anAmountInAnotherCurrencyIsOutOfRange() {
        let range = Money.yen(1)...Money.yen(1_000_000)
        let dollars = Money(minorUnits: 500, currency: .usd)
        #expect(throws: FieldError.amountOutOfRange(field: "amount", range: range)) {
            try FieldCheck.amount(dollars, field: "amount", range: range)
        }
    }

    @Test func aRequiredFlagIsRequired() throws {
        #expect(try FieldCheck.flag(true, field: "done") == true)
        #expect(try FieldCheck.flag(false, field: "done") == false)
        #expect(throws: FieldError.required(field: "done")) { try FieldCheck.flag(nil, field: "done") }
    }

    /// A body that cannot be read names the field to blame, by its path, and why: left out or null, not of
    /// its kind, or a day that is none; a body that is not JSON names none.
    @Test(arguments: [
        (#"{"due":"2026-02-30","lines":[]}"#, FieldError.noSuchDay(field: "due")),
        (#"{"due":"27/11/2026","lines":[]}"#, .malformed(field: "due")),
        (#"{"due":"2026-11-27","lines":[{"count":"two"}]}"#, .malformed(field: "lines.0.count")),
        (#"{"due":"2026-11-27"}"#, .required(field: "lines")),
        (#"{"due":null,"lines":[]}"#, .required(field: "due")),
        (#"{"due":"2026-11-27","lines":[{}]}"#, .required(field: "lines.0.count")),
    ])
    func aBodyThatCannotBeReadNamesItsField(json: String, error: FieldError) throws {
        struct Body: Decodable {
            struct Line: Decodable { var count: Int }
            var due: Day
            var lines: [Line]
        }
        let decoding = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Body.self, from: Data(json.utf8)) }
        #expect(FieldError(decoding: decoding) == error)
        #expect(!error.english.contains("2026"), "the value is not repeated")
    }

    @Test func aBodyThatIsNotJSONNamesNoField() throws {
        let decoding = try #require(throws: DecodingError.self) { try JSONDecoder().decode([String: Int].self, from: Data("{".utf8)) }
        #expect(FieldError(decoding: decoding) == nil)
    }
}
