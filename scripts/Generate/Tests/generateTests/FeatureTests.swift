import Testing

@testable import generate

@Suite struct FeatureTests {
    @Test func theIssuesFormReadsAsWritten() throws {
        let feature = try Feature(name: "Note", fields: "title:String body:String?")
        #expect(feature.plural == "Notes")
        #expect(
            feature.fields == [
                .init(name: "title", kind: .string, isOptional: false, range: 1...200),
                .init(name: "body", kind: .string, isOptional: true, range: 1...2_000),
            ])
    }

    @Test func aRangeIsWrittenInParentheses() throws {
        let feature = try Feature(name: "Chore", fields: "title:String(1...80) priority:Int?(0...9)")
        #expect(feature.fields.map(\.range) == [1...80, 0...9])
        #expect(feature.fields[1].isOptional)
    }

    @Test(arguments: [
        ("note", "title:String"), ("Note", ""), ("Note", "title"), ("Note", "title:Date"), ("Note", "body:String?"),
        ("Note", "title:String title:String"), ("Note", "title:String(80...1)"), ("Note", "id:String"),
        ("Note", "title:String(0...3)"),
    ])
    func whatCannotBeMadeIsRefusedInOneLine(name: String, fields: String) {
        #expect(throws: Problem.self) { try Feature(name: name, fields: fields) }
    }

    @Test func aNameSwiftOrTheAppAlreadyHasIsRefused() throws {
        #expect(throws: Problem("Swift, Foundation or Swift Testing already has a type named Task: give the feature another noun")) {
            try Feature(name: "Task", fields: "title:String")
        }
        #expect(throws: Problem("the app already has a type named Item: give the feature another noun")) {
            try Feature(name: "Item", fields: "title:String", taken: ["Item", "User"])
        }
        #expect(throws: Problem.self) { try Feature(name: "Person", fields: "name:String", plural: "Users", taken: ["User", "Users"]) }
        #expect(try Feature(name: "Note", fields: "title:String", taken: ["Item", "User"]).name == "Note")
    }

    @Test func pluralsAndWords() {
        #expect(Feature.plural(of: "Category") == "Categories")
        #expect(Feature.plural(of: "Box") == "Boxes")
        #expect(Feature.plural(of: "Day") == "Days")
        #expect(Feature.words("TopUpHistory", separator: "-") == "top-up-history")
    }

    @Test func samplesKeepToTheFieldsLimits() {
        let short = Feature.Field(name: "title", kind: .string, isOptional: false, range: 1...5)
        #expect(short.sample(1).shown == "First")
        let number = Feature.Field(name: "count", kind: .int, isOptional: false, range: 5...9)
        #expect(number.sample(1).shown == "5")
    }

    @Test func anInsertionGoesAboveItsMarkerIndentedLikeIt() {
        #expect(Plan.insert("b,", above: "// m", in: "  a  // x\n  // m") == "  a,  // x\n  b,\n  // m")
        let text = "    a\n    // marker\n"
        #expect(Plan.insert("b,", above: "// marker", in: "x(\n    a\n    // marker\n)") == "x(\n    a,\n    b,\n    // marker\n)")
        #expect(Plan.insert("b", above: "// marker", in: text) == "    a\n    b\n    // marker\n")
    }
}
