import Foundation
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

    /// `-5...-1` does not parse in Swift: a negative bound is written in parentheses.
    @Test func aNegativeRangeIsWrittenAsSwiftReadsIt() throws {
        #expect(try Feature(name: "Dive", fields: "title:String depth:Int(-50...-1)").fields[1].range == -50...(-1))
        #expect(Feature.swift(-50...(-1)) == "(-50)...(-1)" && Feature.swift(1...80) == "1...80")
        #expect(throws: Problem.self) { try UseCaseRequest(name: "Refill", takes: "amount:Int(1...9223372036854775807)") }
        // make usecase's template writes a range as the feature's does (it wrote -50...-1).
        let inputs = try UseCaseRequest(name: "Dive", takes: "depth:Int(-50...-1)").context()["inputs"] as? [[String: Any]]
        #expect((inputs?.first?["range"] as? [String: String])?["swift"] == "(-50)...(-1)")
    }

    @Test func aRangeIsWrittenInParentheses() throws {
        let feature = try Feature(name: "Chore", fields: "title:String(1...80) priority:Int?(0...9)")
        #expect(feature.fields.map(\.range) == [1...80, 0...9])
        #expect(feature.fields[1].isOptional)
    }

    @Test(arguments: [
        ("note", "title:String"), ("Note", ""), ("Note", "title"), ("Note", "title:Date"), ("Note", "body:String?"),
        ("Note", "title:String title:String"), ("Note", "title:String(80...1)"), ("Note", "id:String"),
        ("Note", "title:String(0...3)"), ("Note", "title:String fooBar:String? fooBAR:String?"), ("Note", "title:String ownerId:Int"),
        ("Note", "title:String idempotencyKey:String?"),
        // SQL words as columns, a name the contract's generator escapes, the feature's own name, ranges too large
        // or mistyped: each wrote code or SQL that failed later.
        ("Trip", "title:String from:Date"), ("Trip", "title:String order:Int?"), ("Trip", "title:String user:String?"),
        ("Expense", "label:String type:String?"), ("Rating", "title:String rating:Int(1...5)"), ("Note", "title:String x:Int(1....5)"),
        ("Note", "title:String(1...9223372036854775807)"), ("Note", "title:String x:Int(1...9223372036854775807)"),
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

    /// A field may be named `at`, `command` or `csrf`: a web page's form of its command names its own fields
    /// `_at`, `_command` and `_csrf` (Web's `PageField`), which no argument's name can be.
    @Test func aFieldMayBeNamedAsAWebFormsOwnFieldsWereOnce() throws {
        #expect(try Feature(name: "Note", fields: "at:String command:String csrf:String").fields.map(\.name) == ["at", "command", "csrf"])
    }

    /// `NAME=Notes` made `Noteses` in every type, file and route. The singular is suggested when it is plain.
    @Test(arguments: [("Notes", "Note"), ("Categories", "Category"), ("Boxes", "Box")])
    func aNameThatReadsAsAPluralIsRefusedUnlessItsPluralIsGiven(name: String, one: String) throws {
        #expect(throws: Problem("NAME=\(name) reads as a plural: name one (NAME=\(one)), or give its plural (PLURAL=…)")) {
            try Feature(name: name, fields: "title:String")
        }
        #expect(try Feature(name: name, fields: "title:String", plural: "\(one)List").plural == "\(one)List")
    }

    @Test func aNameWrittenAsASwiftKeywordIsRefusedBeforeAnythingIsWritten() throws {
        #expect(throws: Problem("NAME Class would be written class, a Swift keyword: choose another")) {
            try Feature(name: "Class", fields: "title:String")
        }
        #expect(throws: Problem("NAME As would be written as, a Swift keyword: choose another")) {
            try Feature(name: "A", fields: "title:String")
        }
        #expect(throws: Problem("the field name default would be written default, a Swift keyword: choose another")) {
            try Feature(name: "Gadget", fields: "title:String default:Int")
        }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "Return") }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "Refill", takes: "class:Int") }
        #expect(throws: Problem.self) { try ScreenRequest(name: "Self", routes: "") }
        #expect(try Feature(name: "Classroom", fields: "title:String defaults:Int").name == "Classroom", "a keyword inside a name is fine")
    }

    @Test func aUseCaseTakesInputsInTheFieldsSyntax() throws {
        let request = try UseCaseRequest(name: "TopUp", takes: "amount:Int(1...9) note:String?")
        #expect(request.inputs.map(\.name) == ["amount", "note"])
        let inputs = try #require(request.context()["inputs"] as? [[String: Any]])
        #expect(inputs.map { $0["without"] as? String } == ["nil, \"First note\", ", "1, nil, "])
        #expect(try UseCaseRequest(name: "Refresh").inputs.isEmpty)
        #expect(throws: Problem.self) { try UseCaseRequest(name: "TopUp", takes: "user:Int") }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "TopUp", takes: "a:Int a:Int") }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "Login", taken: ["LoginUseCase"]) }
    }

    @Test func aServedUseCaseNamesWhatItReturnsAndWhereItIsServed() throws {
        let request = try UseCaseRequest(name: "ExpenseSummary", returns: "total:Int note:String? count:Int?")
        #expect(request.template == "usecase-served" && request.path == "/v1/expense-summary")
        #expect(request.returns.map(\.name) == ["total", "note", "count"])
        let context = request.context()
        #expect(context["required"] as? String == "total")
        let zeros = try #require(context["returns"] as? [[String: Any]]).map { $0["zero"] as? String }
        #expect(zeros == ["0", "nil", "nil"])
        let served = try UseCaseRequest(name: "Totals", returns: "label:String", served: "GET:/v1/totals/by-month")
        #expect(served.path == "/v1/totals/by-month" && served.context()["required"] as? String == "label")
        #expect(try UseCaseRequest(name: "TopUp").template == "usecase")
        let refused: [(returns: String, served: String, takes: String, taken: Set<String>, contract: String)] = [
            ("", "GET:/v1/totals", "", [], ""),  // served, but returns nothing
            ("total:Int", "POST:/v1/totals", "", [], ""),
            ("total:Int", "GET:/totals", "", [], ""),
            ("total:Int", "GET:/v1/Totals", "", [], ""),
            ("total:Int", "GET:/v1/{id}", "", [], ""),
            ("total:Int", "GET:/v1/", "", [], ""),
            ("total:Int(1...9)", "", "", [], ""),
            ("total:Int total:Int", "", "", [], ""),
            ("total:Int", "", "note:String", [], ""),
            ("total:Int", "", "", ["Totals"], ""),
            ("total:Int", "", "", [], "paths:\n  /v1/totals:\n    get:\n"),
            ("total:Int", "", "", [], "      operationId: getTotals\n"),
            ("total:Int", "", "", ["GetTotals"], ""),
            ("total:Int", "", "", ["TotalsEntry"], ""),
            ("model:Int", "", "", [], ""),
            ("default:[String:Int]", "", "", [], ""),
            ("  ", "GET:/v1/totals", "", [], ""),
        ]
        for (returns, served, takes, taken, contract) in refused {
            #expect(throws: Problem.self, "\(returns) \(served) \(takes)") {
                try UseCaseRequest(name: "Totals", takes: takes, returns: returns, served: served, taken: taken, contract: contract)
            }
        }
        #expect(try UseCaseRequest(name: "Totals", returns: "   ").template == "usecase", "RETURNS of spaces is none")
        #expect(throws: Problem("the app's stores or client already have a property 'totals': name the use case otherwise")) {
            try UseCaseRequest(name: "Totals", returns: "total:Int", properties: ["totals"])
        }
    }

    /// A screen under home is a tree of its own; one under a screen of a tree goes in that tree.
    @Test func aScreenGoesUnderHomeOrAScreenOfATreeAtAFreePath() throws {
        let routes = #".route(.home, "home")"#
        let trees = ["Settings": #".route(.settings, "settings", under: .home, opensWith: SettingsWords.settingsOpens),"#]
        let request = try ScreenRequest(name: "TopUpHistory", routes: routes, trees: trees)
        #expect(request.parent == "home" && request.path == "top-up-history")
        #expect(request.tree == "TopUpHistory" && request.isNewTree)
        let context = request.context(demoEmail: "d@e.f", demoName: "Demo")
        #expect(context["Title"] as? String == "Top Up History" && context["title"] as? String == "top up history")
        let under = try ScreenRequest(name: "Notifications", parent: "settings", routes: routes, trees: trees)
        #expect(under.parent == "settings" && under.tree == "Settings" && !under.isNewTree)
        #expect(throws: Problem.self) { try ScreenRequest(name: "Archive", parent: "setting", routes: routes, trees: trees) }
        #expect(throws: Problem.self) { try ScreenRequest(name: "Settings", routes: routes, trees: trees) }
        #expect(throws: Problem.self) { try ScreenRequest(name: "profile", routes: routes, trees: trees) }
        // A path a hand-written tree declares (its routes outside `TREERoute.swift`) is taken too.
        #expect(throws: Problem("a route already declares the path 'items'")) {
            try ScreenRequest(name: "Items", routes: routes, trees: trees, declared: [#".route(.shop(.items), "items","#])
        }
    }

    @Test func aNewTreeWhoseModuleWouldBearACoreModulesNameIsRefused() throws {
        let folders: Set<String> = ["Models", "ViewModels", "UseCases", "Shop"]
        #expect(throws: Problem("a tree named View would have a module ViewModels, the name of Modules/ViewModels: choose another name")) {
            try Project.refuseClash(ofNewTree: "View", folders: folders)
        }
        try Project.refuseClash(ofNewTree: "Gadgets", folders: folders)
    }

    @Test func pluralsAndWords() {
        #expect(Feature.plural(of: "Category") == "Categories")
        #expect(Feature.plural(of: "Box") == "Boxes")
        #expect(Feature.plural(of: "Day") == "Days")
        #expect(Feature.plural(of: "Status") == "Statuses" && Feature.plural(of: "Address") == "Addresses")
        #expect(Feature.plural(of: "Analysis") == "Analyses")
        #expect(Feature.plural(of: "Notes") == "Notes")
        #expect(Feature.words("TopUpHistory", separator: "-") == "top-up-history")
    }

    /// English takes "an" before a vowel sound: "Create an expense", "an hour", but "a user", "a one-off".
    @Test func anArticleFitsTheSoundOfTheWordAfterIt() {
        let cases = [
            ("expense", "an expense"), ("item", "an item"), ("order", "an order"), ("umbrella", "an umbrella"),
            ("hour", "an hour"), ("honest review", "an honest review"), ("note", "a note"), ("user", "a user"),
            ("unit", "a unit"), ("euro budget", "a euro budget"), ("one off", "a one off"), ("top up", "a top up"),
        ]
        for (title, expected) in cases { #expect(Feature.withArticle(title) == expected, "\(title)") }
    }

    /// A test named for one record reads right: `anExpenseWhose…`, `aNoteWhose…` (it was `aExpenseWhose…`).
    @Test func aNameInATestsNameTakesItsArticle() throws {
        let expense = try Feature(name: "Expense", fields: "label:String").context(demoEmail: "demo@bazaar.dev")
        #expect(expense["aName"] as? String == "anExpense")
        let note = try Feature(name: "Note", fields: "title:String").context(demoEmail: "demo@bazaar.dev")
        #expect(note["aName"] as? String == "aNote")
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

    @Test func aBlockKeepsABlankLineAtItsEndAndNoMore() throws {
        let blocks = try Plan.blocks("into A above // m\nx\n\ninto B above // n\ny\n", in: "t")
        #expect(blocks.map(\.template) == ["x\n\n", "y\n"])
        #expect(Plan.insert("x\n", above: "// m", in: "}\n// m") == "}\nx\n\n// m")
    }

    @Test func aSharedBlockAddsOnlyTheLinesTheFileLacks() throws {
        let blocks = try Plan.blocks("into! A above // m\nx\ninto? B above // n\ny\n", in: "t")
        #expect(blocks.map(\.isShared) == [true, false] && blocks.map(\.isOptional) == [false, true])
        let file = "    (\"title\", \"タイトル\"),\n    // m"
        #expect(Plan.lines(of: "(\"title\", untranslated(\"title\")),\n(\"body\", x),", notIn: file) != nil)
        #expect(Plan.lines(of: "(\"title\", \"タイトル\"),\n(\"rank\", x),\n(\"rank\", x),", notIn: file) == "(\"rank\", x),")
        #expect(Plan.lines(of: "(\"title\", \"タイトル\"),", notIn: file) == nil)
    }

    /// A part an app may lack (the server, its client) is written only when the app has the folder the file's
    /// first line names; the part's own folder in the tree is not that folder.
    @Test func aFileThatNeedsAFolderOfTheAppSaysSoOnItsFirstLine() throws {
        let files = TemplateNamesTests.templates.appendingPathComponent("feature/files")
        let walker = try #require(FileManager.default.enumerator(atPath: files.path))
        var (needs, paths): ([String: String], [String]) = ([:], [])
        for case let path as String in walker where path.hasSuffix(".mustache") {
            paths.append(path)
            needs[path] = Plan.needs(try String(contentsOf: files.appendingPathComponent(path), encoding: .utf8))?.folder
        }
        #expect(needs["Server/Modules/{{Plural}}/Server/{{Plural}}APIHandler.swift.mustache"] == "Server")
        #expect(needs["Modules/{{Plural}}/Remote/RemoteBackend+{{Plural}}.swift.mustache"] == "Modules/Remote")
        #expect(needs["Modules/{{Plural}}/Contract/openapi.yaml.mustache"] == "Modules/API")
        let server = paths.filter { $0.hasPrefix("Server/") }
        #expect(server.count == 3 && server.allSatisfy { needs[$0] == "Server" })
        #expect(needs["Modules/{{Plural}}/Models/{{Name}}.swift.mustache"] == nil)
        #expect(Plan.needs("// {{! needs Server }}\n") == nil && Plan.needs("x\n{{! needs Server }}\n") == nil, "the first line alone")
        #expect(Plan.needs("{{! needs Server }}\nx\n")?.rest == "x\n", "the line is not written")
    }

    @Test func aCatalogLineTooLongIsBrokenAfterItsColon() {
        let text = "        case .a: \"A\"\n        // marker"
        #expect(
            Plan.insert("case let .b(id): \"Item \\(id): a long line\"", above: "// marker", in: text, lineLength: 30)
                == "        case .a: \"A\"\n        case let .b(id):\n            \"Item \\(id): a long line\"\n        // marker")
        #expect(Plan.insert("case .b: \"B\"", above: "// marker", in: text, lineLength: 30).contains("case .b: \"B\""))
    }
}

/// Mustache renders a name it cannot find as nothing, so a placeholder the context lacks would write
/// `app.run("new")` where the template meant `app.run("new \"First title\"")`: every name a template uses
/// must have a value, for every kind of field.
@Suite struct TemplateNamesTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("templates")

    @Test func everyPlaceholderOfTheFeatureTemplatesHasAValue() throws {
        let feature = try Feature(
            name: "Note",
            fields:
                "title:String(1...80) body:String? count:Int rank:Int?(1...5) price:Money(1...500) tip:Money? done:Bool seen:Bool? due:Date doneOn:Date?"
        )
        try expectValues(in: "feature", for: feature.context(demoEmail: "demo@example.com"), lists: ["fields", "listed"])
    }

    /// An amount is typed in whole units of the app's currency and kept, checked and served in its minor
    /// units; its limits read as amounts. Read from the app's `Currency.app` (here dollars, cents).
    @Test func anAmountIsTypedInTheAppsCurrencyAndKeptInItsMinorUnits() throws {
        let feature = try Feature(name: "Expense", fields: "label:String amount:Money(1...1000000) tip:Money?")
        let dollars = AppCurrency(symbol: "$", digits: 2)
        let fields = try #require(feature.context(demoEmail: "demo@example.com", currency: dollars)["fields"] as? [[String: Any]])
        let amount = fields[1]
        #expect(amount["sample1Typed"] as? String == "350")
        #expect(amount["sample1Shown"] as? String == "$350.00")
        #expect(amount["sample1"] as? String == "Money(minorUnits: 35000, currency: .app)")
        #expect(amount["sample1JSON"] as? String == "35000")
        #expect(amount["sample2Shown"] as? String == "$1,200.00")
        #expect(amount["limitWords"] as? String == "$1.00 to $1,000,000.00")
        #expect(amount["sqliteColumn"] as? String == "amount INTEGER NOT NULL CHECK (amount IS NULL OR amount BETWEEN 100 AND 100000000)")
        #expect(amount["check"] as? String == "try FieldCheck.amount(amount, field: Expense.amountField, range: Expense.amountRange)")
        // Its error names it by its label in the feature's words, in Japanese (nothing of it outside the tree).
        #expect(
            (amount["limitLines"] as? [String])?.contains(
                #"public static let amountField = FieldName("amount", japanese: ExpensesWords.expenseAmountLabel.japanese)"#) == true)
        #expect(amount["argument"] as? String == "optionalAmount")
        #expect(fields[2]["fromStored"] as? String == "tip.map { Money(minorUnits: $0, currency: .app) }")
        #expect(fields[2]["toStored"] as? String == "content.tip?.minorUnits")
        #expect(fields[2]["shownValue"] as? String == #"$0.tip.map(Display.Value.money) ?? .text("")"#)
        #expect(AppCurrency.yen.shown(1_234_567) == "¥1,234,567")
        #expect(AppCurrency(symbol: "$", digits: 2).shown(-5) == "-$0.05")
        #expect(throws: Problem.self) {
            try Feature(name: "Expense", fields: "label:String amount:Money(1...\(Int.max))").checkAmounts(in: dollars)
        }
        #expect(throws: Never.self) {
            try Feature(name: "Expense", fields: "label:String amount:Money(1...\(Int.max))").checkAmounts(in: .yen)
        }
    }

    /// The generator reads the currency from the app's own `Currency.app`, and refuses when it cannot.
    @Test func theAppsCurrencyIsReadFromItsModels() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../..").standardized.path
        #expect(try Project.appCurrency(path: root + "/Modules/Models/Currency.swift") == AppCurrency(symbol: "¥", digits: 0))
        #expect(throws: Problem.self) { try Project.appCurrency(path: root + "/Package.swift") }
    }

    /// A date is a day (`Day` in Models), typed and served `YYYY-MM-DD`, a `DATE` in PostgreSQL and its text in
    /// SQLite, checked there to be a day of the calendar.
    @Test func aDateIsADayTypedAsISOWritesIt() throws {
        let feature = try Feature(name: "Chore", fields: "label:String due:Date doneOn:Day?")
        let fields = try #require(feature.context(demoEmail: "demo@example.com")["fields"] as? [[String: Any]])
        #expect(fields[1]["type"] as? String == "Day")
        #expect(fields[2]["type"] as? String == "Day?")
        #expect(fields[1]["sample1Typed"] as? String == "2026-11-27")
        #expect(fields[1]["sample1"] as? String == #"Day(parsing: "2026-11-27")!"#)
        #expect(fields[1]["argument"] as? String == "optionalDay")
        #expect(fields[1]["postgresColumn"] as? String == "due DATE NOT NULL")
        #expect(fields[1]["sqliteColumn"] as? String == "due TEXT NOT NULL CHECK (due IS NULL OR date(due) IS due)")
        #expect(fields[1]["schemaLines"] as? [String] == ["$ref: '#/components/schemas/Day'"])
        #expect(fields[2]["contentSchemaLines"] as? [String] == ["$ref: '#/components/schemas/DayOrNull'"], "a client may send null")
        #expect(fields[2]["shownValue"] as? String == #"$0.doneOn.map { .date($0.date, .day) } ?? .text("")"#)
        #expect(throws: Problem("'due:Date(1...2)': a Date takes no range")) {
            try Feature(name: "Chore", fields: "label:String due:Date(1...2)")
        }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "TopUp", takes: "on:Date") }
    }

    @Test func aFlagIsTypedYesOrNoAndTakesNoRange() throws {
        let feature = try Feature(name: "Chore", fields: "label:String done:Bool seen:Bool?")
        let fields = try #require(feature.context(demoEmail: "demo@example.com")["fields"] as? [[String: Any]])
        #expect(fields[1]["sample1Typed"] as? String == "yes")
        #expect(fields[1]["sample2Typed"] as? String == "no")
        #expect(fields[1]["postgresColumn"] as? String == "done BOOLEAN NOT NULL")
        #expect(fields[1]["shownValue"] as? String == ".text(language.say(.yesOrNo($0.done)))")
        #expect(fields[2]["shownValue"] as? String == #".text($0.seen.map { language.say(.yesOrNo($0)) } ?? "")"#)
        #expect(throws: Problem("'done:Bool(0...1)': a Bool is yes or no, it takes no range")) {
            try Feature(name: "Chore", fields: "label:String done:Bool(0...1)")
        }
        // A use case's inputs and answers are text and numbers; amounts and flags are a feature's.
        #expect(throws: Problem.self) { try UseCaseRequest(name: "TopUp", takes: "amount:Money") }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "ExpenseSummary", returns: "latest:Date") }
    }

    @Test func aListShowsTheFirstThreeFieldsEachAsItsCellSays() throws {
        let four = try Feature(name: "Note", fields: "title:String(1...80) body:String? count:Int rank:Int?(1...5)")
        let listed = try #require(four.context(demoEmail: "demo@example.com")["listed"] as? [[String: Any]])
        #expect(listed.map { $0["field"] as? String } == ["title", "body", "count"])
        #expect(listed.map { $0["isLastListed"] as? Bool } == [false, false, true])
        #expect(
            listed.map { $0["shownValue"] as? String } == [
                ".text($0.title)", #".text($0.body ?? "")"#, ".text(String($0.count))",
            ])
        let two = try Feature(name: "Chore", fields: "label:String rank:Int?(1...5)")
        let both = try #require(two.context(demoEmail: "demo@example.com")["listed"] as? [[String: Any]])
        #expect(both.map { $0["isLastListed"] as? Bool } == [false, true])
        #expect(both.map { $0["shownValue"] as? String } == [".text($0.label)", #".text($0.rank.map(String.init) ?? "")"#])
    }

    @Test func everyPlaceholderOfTheUseCaseTemplatesHasAValue() throws {
        let request = try UseCaseRequest(name: "TopUp", takes: "note:String amount:Int(1...9) memo:String? count:Int?")
        try expectValues(in: "usecase", for: request.context(), lists: ["inputs"])
    }

    @Test func everyPlaceholderOfTheServedUseCaseTemplatesHasAValue() throws {
        let request = try UseCaseRequest(
            name: "ExpenseSummary",
            returns: "total:Int note:String? count:Int? byCategory:[String:Int] spentBy:[String:Money] spent:Money paid:Bool? latest:Date?"
        )
        try expectValues(in: "usecase-served", for: request.context().merging(["demoEmail": "d@e.f"]) { $1 }, lists: ["returns"])
    }

    /// An answer's amount, flag and day: nothing stored is ¥0, no and no day; on its screen an amount shows
    /// as money and a flag in the screen's language.
    @Test func anAnswerTakesAnAmountAFlagAndADay() throws {
        let served = try UseCaseRequest(name: "ExpenseSummary", returns: "spent:Money paid:Bool latest:Date? tip:Money?")
        let answers = try #require(served.context()["returns"] as? [[String: Any]])
        #expect(answers.map { $0["zero"] as? String } == [".zero(.app)", "false", "nil", "nil"])
        #expect(
            answers.map { $0["toAPI"] as? String } == ["value.spent.minorUnits", "value.paid", "value.latest", "value.tip?.minorUnits"])
        #expect(answers[0]["fromAPI"] as? String == "Money(minorUnits: spent, currency: .app)")
        var files = ScreenUseCaseTests.files
        files["Modules/ExpenseSummary/Models/ExpenseSummary.swift"] = """
            public struct ExpenseSummary: Hashable, Sendable {
                public var spent: Money
                public var paid: Bool
                public var latest: Day?

            """
        let request = try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: #".route(.home, "home"),"#) { files[$0] }
        let dollars = AppCurrency(symbol: "$", digits: 2)
        let shown = try #require(request.context(demoEmail: "d@e.f", demoName: "Demo", currency: dollars)["shown"] as? [[String: Any]])
        #expect(shown.map { $0["row"] as? String } == ["Spent:  $0.00", "Paid:   no", "Latest:"])
        #expect(shown.map { $0["sampleLine"] as? String } == ["Spent: $350.00", "Paid: yes", "Latest: 2026-11-27"])
        #expect(shown[1]["display"] as? String == ".text(self.language.say(.yesOrNo(value.paid)))")
        #expect(shown[0]["expected"] as? String == #"Display.Field("Spent", .money(Money(minorUnits: 35000, currency: .app)))"#)
    }

    @Test func everyPlaceholderOfTheScreenTemplatesHasAValue() throws {
        let request = try ScreenRequest(name: "TopUpHistory", routes: #".route(.home, "home"),"#)
        try expectValues(
            in: "screen", for: request.context(demoEmail: "demo@example.com", demoName: "Demo"), lists: ["shown", "fields", "lists"])
    }

    @Test func everyPlaceholderOfTheScreenTemplatesHasAValueWhenItLoadsAUseCase() throws {
        var files = ScreenUseCaseTests.files
        files["Modules/ExpenseSummary/Models/ExpenseSummary.swift"]! += "    public var byCategory: [Entry<Money>]\n"
        let request = try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: #".route(.home, "home"),"#) {
            files[$0]
        }
        #expect(request.useCase?.lists == ["byCategory"])
        try expectValues(
            in: "screen", for: request.context(demoEmail: "demo@example.com", demoName: "Demo"), lists: ["shown", "fields", "lists"])
    }

    @Test func everyPlaceholderOfTheScreenUnderAnIDTemplatesHasAValue() throws {
        let request = try ScreenRequest(
            name: "Archive", parent: "notes/ID", routes: ScreenUnderIDTests.routes, read: ScreenUnderIDTests.read)
        try expectValues(
            in: "screen", for: request.context(demoEmail: "demo@example.com", demoName: "Demo"), lists: ["fields"])
    }

    /// `text` without the sections a flag or an empty list of `context` leaves out (`{{#underID}}…{{/underID}}`
    /// for a screen under home, `{{^underID}}…{{/underID}}` for one under a record), whose names it need not have.
    static func sectionsOn(_ text: String, _ context: [String: Any]) -> String {
        var text = text
        for (flag, value) in context {
            // (a list with nothing in it is off: its section is left out)
            guard let isOn = value as? Bool ?? (value as? [Any]).map({ !$0.isEmpty }) else { continue }
            let off = isOn ? "^" : "#"
            while let start = text.range(of: "{{\(off)\(flag)}}"),
                let end = text.range(of: "{{/\(flag)}}", range: start.upperBound..<text.endIndex)
            {
                text.removeSubrange(start.lowerBound..<end.upperBound)
            }
        }
        return text
    }

    /// Every `{{name}}` in the template's files and their paths has a value in `context`, or, inside a
    /// section, in an element of one of `lists` (a field, an input) or a dictionary it holds (`{{#range}}`).
    private func expectValues(in template: String, for context: [String: Any], lists: [String]) throws {
        let folder = Self.templates.appendingPathComponent(template)
        let elements = lists.flatMap { context[$0] as? [[String: Any]] ?? [] }
        let nested = elements.flatMap { $0.values.compactMap { $0 as? [String: Any] } }
        let scopes: [[String: Any]] = [context] + elements + nested
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        var names: Set<String> = []
        for case let path as String in walker where path.hasSuffix(".mustache") {
            let text = Self.sectionsOn(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), context)
            for match in (path + "\n" + text).matches(of: /\{\{[#^\/]?([A-Za-z0-9_.]+)\}\}/) { names.insert(String(match.1)) }
        }
        #expect(names.count > 5, "found the templates at \(folder.path)")
        for name in names.sorted() {
            let parts = name.split(separator: ".").map(String.init)
            let found = scopes.contains { scope in
                var value: Any? = scope
                for part in parts { value = (value as? [String: Any])?[part] }
                return value != nil
            }
            #expect(found, "{{\(name)}} is in a \(template) template but has no value")
        }
    }
}

/// `make screen PARENT=notes/ID` reads the feature it goes under from the files `make feature` wrote.
@Suite struct ScreenUnderIDTests {
    static let routes = ".route(.home, \"home\")"
    static let files = [
        "Modules/Notes/Presenters/NotesRoute.swift": """
        case note(Note.ID)
        .route("notes", id: { .notes(.note($0)) }, under: .notes(.list)) { $0.noteID },
        """,
        "Modules/Notes/Models/Note.swift": """
        public struct Content: Hashable, Sendable {
            public var title: String
            public var body: String?
            public var rank: Int?
        }
        """,
        "Modules/Notes/UseCases/NotesUseCase.swift": "public typealias NotesUseCase = OwnedRecordsUseCase<Note>",
        "Modules/Notes/ViewModels/NotesViewModel.swift":
            "extension RecordWords<Note> {\n    public static var notes: Self { Self(.notes) }",
        "Modules/Notes/Models/Words/NotesWords.swift": "case noteTitleLabel\ncase noteBodyLabel\ncase noteRankLabel",
    ]
    static func read(_ path: String) -> String? { files[path] }

    /// Its path is a command on the screen it is under, and its types are its own.
    @Test func aScreenWhosePathIsACommandOrWhoseTypesAreTakenIsRefused() throws {
        let commands: [String: Set<String>] = ["": ["quit", "exit", "help"], "Notes": ["edit"], "Login": ["password"]]
        #expect(throws: Problem("'quit' is already a command, which a screen at that path would hide: name the screen otherwise")) {
            try ScreenRequest(name: "Quit", routes: Self.routes, commands: commands)
        }
        #expect(throws: Problem("'edit' is already a command, which a screen at that path would hide: name the screen otherwise")) {
            try ScreenRequest(name: "Edit", parent: "notes/ID", routes: Self.routes, commands: commands, read: Self.read)
        }
        let taken: Set<String> = ["NoteDetailPresenter", "NoteDetailViewModel", "HelpDeskViewModel"]
        #expect(
            throws: Problem("the app already declares NoteDetailPresenter, which the screen would declare again: name the screen otherwise")
        ) {
            try ScreenRequest(name: "Detail", parent: "notes/ID", routes: Self.routes, taken: taken, read: Self.read)
        }
        #expect(throws: Problem.self) { try ScreenRequest(name: "HelpDesk", routes: Self.routes, taken: taken) }
        // A name of its own, whose words start as a command's do, is fine; so is another screen's command.
        #expect(try ScreenRequest(name: "Password", routes: Self.routes, commands: commands).path == "password")
        #expect(try ScreenRequest(name: "Helper", routes: Self.routes, taken: taken, commands: commands).path == "helper")
        #expect(
            try ScreenRequest(name: "Archive", parent: "notes/ID", routes: Self.routes, taken: taken, commands: commands, read: Self.read)
                .typeName == "NoteArchive")
    }

    @Test func itFindsTheRecordItsFieldsAndTheUseCaseThatLoadsIt() throws {
        let request = try ScreenRequest(name: "Archive", parent: "notes/ID", routes: Self.routes, read: Self.read)
        let under = try #require(request.underID)
        #expect(under.parentCase == "note" && under.record == "Note" && under.useCase == "notes")
        #expect(under.fields.map(\.name) == ["title", "body", "rank"])
        #expect(under.fields.map(\.isOptional) == [false, true, true])
        let context = request.context(demoEmail: "d@e.f", demoName: "Demo")
        #expect(context["child"] as? String == "noteArchive")
        let rows = try #require(context["fields"] as? [[String: Any]]).map { $0["row1"] as? String }
        #expect(rows == ["Title: First title", "Body:  First body", "Rank:  1"])
    }

    @Test func aParentThatMakeFeatureDidNotMakeIsRefusedInOneLine() {
        #expect(throws: Problem.self) { try ScreenRequest(name: "Archive", parent: "items/ID", routes: Self.routes, read: Self.read) }
        #expect(throws: Problem.self) {
            try ScreenRequest(name: "Archive", parent: "notes/ID", routes: Self.routes) {
                $0.hasSuffix("NotesUseCase.swift") ? "" : Self.files[$0]
            }
        }
        #expect(throws: Problem.self) {
            try ScreenRequest(name: "Archive", parent: "notes/ID", routes: Self.routes) {
                $0.hasSuffix("NotesWords.swift") ? "case noteTitleLabel" : Self.files[$0]
            }
        }
        #expect(throws: Problem.self) {
            try ScreenRequest(name: "Archive", parent: "notes/ID", routes: Self.routes) {
                $0.hasSuffix("NotesViewModel.swift") ? "" : Self.files[$0]
            }
        }
    }
}

/// `make screen USECASE=expenseSummary` reads the use case and what it answers from the files `make usecase
/// RETURNS=…` wrote.
@Suite struct ScreenUseCaseTests {
    static let files = [
        "Modules/ExpenseSummary/UseCases/ExpenseSummaryUseCase.swift": """
        public struct ExpenseSummaryUseCase: Sendable {
            public var run: @Sendable (_ user: User.ID) async throws -> ExpenseSummary

        """,
        "Modules/ExpenseSummary/Models/ExpenseSummary.swift": """
        public struct ExpenseSummary: Hashable, Sendable {
            public var total: Int
            public var topCategory: String?
            public var count: Int?

            public init(total: Int, topCategory: String?, count: Int?) {
        """,
    ]

    @Test func itShowsEachFieldOfWhatTheUseCaseAnswers() throws {
        let request = try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: #".route(.home, "home"),"#) {
            Self.files[$0]
        }
        #expect(request.useCase?.answer == "ExpenseSummary")
        #expect(request.useCase?.fields.map(\.name) == ["total", "topCategory", "count"])
        #expect(request.tree == "ExpenseSummary" && !request.isNewTree && !request.hasScreens, "in the use case's tree, its first screen")
        #expect(throws: Problem.self, "not under a screen of another tree") {
            try ScreenRequest(
                name: "Summary", parent: "settings", useCase: "expenseSummary", routes: "",
                trees: ["Settings": #".route(.settings, "settings""#]
            ) { Self.files[$0] }
        }
        let context = request.context(demoEmail: "d@e.f", demoName: "Demo")
        #expect(context["Shown"] as? String == "ExpenseSummary")
        #expect(context["sample"] as? String == #"ExpenseSummary(total: 1, topCategory: "First top category", count: 1)"#)
        let shown = try #require(context["shown"] as? [[String: Any]]).map { $0.compactMapValues { $0 as? String } }
        #expect(shown.map { $0["row"] } == ["Total:        0", "Top category:", "Count:"], "a user with nothing: no trailing spaces")
        #expect(shown.map { $0["sampleLine"] } == ["Total: 1", "Top category: First top category", "Count: 1"])
        #expect(
            shown.map { $0["display"] } == [
                ".text(String(value.total))", #".text(value.topCategory ?? "")"#, #".text(value.count.map(String.init) ?? "")"#,
            ])
        let user = try ScreenRequest(name: "Profile", routes: #".route(.home, "home"),"#).context(demoEmail: "d@e.f", demoName: "Demo")
        #expect((user["shown"] as? [[String: Any]])?.map { $0["row"] as? String } == ["Name:  Demo", "Email: d@e.f"])
    }

    @Test func aListOfLabelledValuesIsATableOfItsOwnAfterTheFields() throws {
        var files = Self.files
        files["Modules/ExpenseSummary/Models/ExpenseSummary.swift"] = """
            public struct ExpenseSummary: Hashable, Sendable {
                public var byCategory: [Entry<Int>]
                public var total: Int
                public var spentByCategory: [Entry<Money>]

            """
        let request = try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: #".route(.home, "home"),"#) { files[$0] }
        #expect(request.useCase?.lists == ["byCategory", "spentByCategory"])
        let context = request.context(demoEmail: "d@e.f", demoName: "Demo")
        #expect(
            context["sample"] as? String
                == #"ExpenseSummary(byCategory: [.init(label: "First by category", value: 1)], total: 1, spentByCategory: [.init(label: "First spent by category", value: Money(minorUnits: 350, currency: .app))])"#
        )
        let shown = try #require(context["shown"] as? [[String: Any]])
        #expect(shown.map { $0["isList"] as? Bool } == [true, false, true], "every field has its words")
        let fields = try #require(context["fields"] as? [[String: Any]])
        #expect(fields.map { $0["row"] as? String } == ["Total: 0"], "padded to the longest label of the fields alone")
        let lists = try #require(context["lists"] as? [[String: Any]])
        #expect(lists.map { $0["row"] as? String } == ["By category", "Spent by category"], "a table with no rows: its header")
        #expect(lists.map { $0["sampleLine"] as? String } == ["First by category | 1", "First spent by category | ¥350"])
        #expect(lists.map { $0["display"] as? String } == [".text(String($0.value))", ".money($0.value)"])
        #expect(
            lists.map { $0["expected"] as? String } == [
                #"Display.Table(headers: ["By category", ""], rows: [[.text("First by category"), .text("1")]])"#,
                #"Display.Table(headers: ["Spent by category", ""], rows: [[.text("First spent by category"), .money(Money(minorUnits: 350, currency: .app))]])"#,
            ])
        let served = try UseCaseRequest(name: "ExpenseSummary", returns: "total:Int byCategory:[String:Int] spent:[String:Money]")
        #expect(served.lists == ["byCategory", "spent"])
        let answers = try #require(served.context()["returns"] as? [[String: Any]])
        #expect(answers.map { $0["type"] as? String } == ["Int", "[Entry<Int>]", "[Entry<Money>]"])
        #expect(answers.map { $0["zero"] as? String } == ["0", "[]", "[]"])
        #expect(answers.map { $0["entryToAPI"] as? String } == [nil, "Int64($0.value)", "$0.value.minorUnits"])
        #expect(
            answers.map { $0["entryFromAPI"] as? String } == [
                nil, "Int(clamping: $0.value)", "Money(minorUnits: $0.value, currency: .app)",
            ])
        #expect(throws: Problem.self) { try UseCaseRequest(name: "ExpenseSummary", returns: "total:[Int]") }
        #expect(throws: Problem.self) { try UseCaseRequest(name: "ExpenseSummary", returns: "total:[String:Bool]") }
    }

    @Test func aListWrittenAsAnOlderMakeUsecaseWroteItIsOfWholeNumbers() throws {
        var files = Self.files
        files["Modules/ExpenseSummary/Models/ExpenseSummary.swift"] = """
            public struct ExpenseSummary: Hashable, Sendable {
                public var byCategory: [Entry]

            """
        let request = try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: #".route(.home, "home"),"#) { files[$0] }
        #expect(request.useCase?.fields.map(\.kind) == [.int])
        #expect(request.context(demoEmail: "d@e.f", demoName: "Demo")["hasFields"] as? Bool == false)
    }

    @Test func aUseCaseThatAnswersNothingOrAFieldItCannotShowIsRefusedInOneLine() {
        var files = Self.files
        let routes = #".route(.home, "home"),"#
        #expect(throws: Problem.self) { try ScreenRequest(name: "Summary", useCase: "Nope", routes: routes) { files[$0] } }
        #expect(throws: Problem.self) { try ScreenRequest(name: "Summary", useCase: "topUp", routes: routes) { files[$0] } }
        #expect(throws: Problem.self) {
            try ScreenRequest(name: "Summary", parent: "notes/ID", useCase: "expenseSummary", routes: routes) { files[$0] }
        }
        files["Modules/ExpenseSummary/Models/ExpenseSummary.swift"] = files["Modules/ExpenseSummary/Models/ExpenseSummary.swift"]!
            .replacingOccurrences(of: "    public var count: Int?\n", with: "    public var count: Int?\n    public var spent: Double\n")
        #expect(throws: Problem.self) { try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: routes) { files[$0] } }
        files["Modules/ExpenseSummary/UseCases/ExpenseSummaryUseCase.swift"] =
            "public var run: @Sendable (_ user: User.ID) async throws -> Void\n"
        #expect(throws: Problem.self) { try ScreenRequest(name: "Summary", useCase: "expenseSummary", routes: routes) { files[$0] } }
    }
}
