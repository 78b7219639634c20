import Models
import Presenters
import Testing
import TextShell

/// Commands of every shape the parser knows, as a screen would declare them.
enum SampleCommand: CommandSet, Equatable {
    case email(String)
    case password(Password?)
    case select(row: Int)
    case search(String)
    case filter(String?)
    case note(title: String, body: String?)
    case move(row: Int, to: String)
    case spend(amount: Money?, paid: Bool?)
    case due(Day?)
    case quit

    static let specs: [CommandSpec<SampleCommand>] = [
        CommandSpec("email", .word("ADDRESS"), summary: ShellWords.helpSummary) { .email($0) },
        CommandSpec("password", .optionalSecret("SECRET"), summary: ShellWords.helpSummary) { .password($0) },
        CommandSpec("select", .integer("N", completion: .rows), summary: ShellWords.helpSummary, bareNumber: true) { .select(row: $0) },
        CommandSpec("search", .text("TEXT"), summary: ShellWords.helpSummary) { .search($0) },
        CommandSpec("filter", .optionalText("TEXT"), summary: ShellWords.helpSummary) { .filter($0) },
        CommandSpec("note", .word("TITLE"), .optionalWord("BODY"), summary: ShellWords.helpSummary) { .note(title: $0, body: $1) },
        CommandSpec("move", .integer("N"), .text("PLACE"), summary: ShellWords.helpSummary) { .move(row: $0, to: $1) },
        CommandSpec("spend", .optionalAmount("AMOUNT"), .optionalFlag("PAID"), summary: ShellWords.helpSummary) {
            .spend(amount: $0, paid: $1)
        },
        CommandSpec(
            "tip", .optionalAmount("AMOUNT", currency: .usd), .optionalFlag("PAID"), summary: ShellWords.helpSummary
        ) { .spend(amount: $0, paid: $1) },
        CommandSpec("due", .optionalDay("DATE"), summary: ShellWords.helpSummary) { .due($0) },
        CommandSpec("quit", aliases: ["exit"], summary: ShellWords.helpSummary, .quit),
    ]
}

@Suite(.timeLimit(.minutes(1))) struct CommandParserTests {
    func parse(_ line: String) -> Result<SampleCommand, CommandError>? {
        CommandParser.parse(line, specs: SampleCommand.specs).map { $0.map(\.command) }
    }

    func usage(_ command: String, _ usage: String, _ problem: UsageProblem) -> Result<SampleCommand, CommandError> {
        .failure(.usage(command: command, usage: usage, problem: problem))
    }

    @Test func aBlankLineIsNoCommand() {
        #expect(parse("") == nil)
        #expect(parse("   ") == nil)
    }

    @Test func commandsParseIntoTheirTypedCases() {
        #expect(parse("email demo@bazaar.dev") == .success(.email("demo@bazaar.dev")))
        #expect(parse("  EMAIL   a@b.co  ") == .success(.email("a@b.co")))
        #expect(parse("password") == .success(.password(nil)))
        #expect(parse("password s3cret") == .success(.password(Password("s3cret"))))
        #expect(parse("select 12") == .success(.select(row: 12)))
        #expect(parse("exit") == .success(.quit), "aliases resolve to the same command")
    }

    @Test func aCommandTakesSeveralArgumentsAndWordsWithSpacesInQuotes() {
        #expect(parse(#"note "Buy milk" "two litres""#) == .success(.note(title: "Buy milk", body: "two litres")))
        #expect(parse("note 'Buy milk'") == .success(.note(title: "Buy milk", body: nil)), "single quotes, and a missing optional")
        #expect(parse("note milk") == .success(.note(title: "milk", body: nil)))
        #expect(parse(#"note "" x"#) == .success(.note(title: "", body: "x")), "an empty word is a word")
        #expect(parse(#"note "say \"hi\" \\ bye""#) == .success(.note(title: #"say "hi" \ bye"#, body: nil)))
        #expect(parse("note O'Brien it's") == .success(.note(title: "O'Brien", body: "it's")), "an apostrophe inside a word is a letter")
        #expect(parse(#"note "Buy milk"#) == usage("note", "note TITLE [BODY]", .unclosedQuote))
        #expect(parse(#"note a b c"#) == usage("note", "note TITLE [BODY]", .tooManyWords))
        #expect(parse("note") == usage("note", "note TITLE [BODY]", .missing("TITLE")))
        #expect(parse(#"move 2 "the top" shelf"#) == .success(.move(row: 2, to: #""the top" shelf"#)), "text after a word, as typed")
        #expect(parse("move x shelf") == usage("move", "move N PLACE", .notANumber("N")))
        #expect(parse(#"password "my secret""#) == .success(.password(Password("my secret"))))
        #expect(parse(#"password "my secret"#) == usage("password", "password [SECRET]", .unclosedQuote), "no part of it is repeated")
        #expect(parse(#"nope "x"#) == .failure(.unknown(suggestion: "note")), "an unknown command is unknown, quote or not")
    }

    @Test func aWordIsQuotedOnlyWhenItMustBe() {
        #expect(CommandParser.quoted("milk") == "milk")
        #expect(CommandParser.quoted("Buy milk") == #""Buy milk""#)
        #expect(CommandParser.quoted("") == #""""#)
        #expect(CommandParser.quoted(#"'a" \"#) == #""'a\" \\""#)
    }

    @Test func aBareNumberMeansTheCommandThatTakesIt() {
        #expect(parse("3") == .success(.select(row: 3)))
        #expect(parse("3 4") == .failure(.unknown(suggestion: nil)), "only a lone number is a selection")
        #expect(parse("-2") == .success(.select(row: -2)), "the screen refuses the row, not the parser")
        let huge = "99999999999999999999999"
        #expect(parse(huge) == usage("select", "select N", .outOfRange("N")))
        #expect(parse("select \(huge)") == usage("select", "select N", .outOfRange("N")))
        #expect(parse("٣") == .failure(.unknown(suggestion: nil)), "only ASCII digits make a number")
        #expect(parse("２") == .success(.select(row: 2)), "and their full-width forms, as a Japanese input method types them")
        #expect(parse("select　１２") == .success(.select(row: 12)))
        #expect(parse("move ３ shelf") == .success(.move(row: 3, to: "shelf")))
        #expect(parse("－２") == .success(.select(row: -2)))
        #expect(parse("ｓｅｌｅｃｔ ３") == .success(.select(row: 3)), "a command's word typed full-width, as its number")
        #expect(parse("ＳＥＡＲＣＨ ｔｅａ") == .success(.search("ｔｅａ")), "a text argument is kept as typed")
        #expect(
            CommandParser.parse("3", specs: [SampleCommand.specs[0]]).map { $0.map(\.command) } == .failure(.unknown(suggestion: nil)))
    }

    @Test func textArgumentsTakeTheRestOfTheLine() {
        #expect(parse("search  tea   pot ") == .success(.search("tea   pot")))
        #expect(parse("search 急須") == .success(.search("急須")))
        #expect(parse("filter") == .success(.filter(nil)), "an optional text may be left out")
        #expect(parse("filter  ") == .success(.filter(nil)))
        #expect(parse("filter lamp") == .success(.filter("lamp")))
    }

    @Test func missingExtraAndMalformedArgumentsGiveTheUsage() {
        #expect(parse("email") == usage("email", "email ADDRESS", .missing("ADDRESS")))
        #expect(parse("email a@b.co extra") == usage("email", "email ADDRESS", .tooManyWords))
        let tooMany = UsageProblem.tooManyWordsForSecret(command: "password")
        #expect(parse("password my secret") == usage("password", "password [SECRET]", tooMany), "no part of a secret is repeated")
        #expect(
            CommandError.usage(command: "password", usage: "password [SECRET]", problem: tooMany).english
                == "password: too many words (type 'password' alone to be asked for it). Usage: password [SECRET]")
        #expect(parse("select two") == usage("select", "select N", .notANumber("N")))
        #expect(parse("search") == usage("search", "search TEXT", .missing("TEXT")))
        #expect(parse("select") == usage("select", "select N", .missing("N")))
        #expect(
            CommandError.usage(command: "select", usage: "select N", problem: .missing("N")).description
                == "select: missing N. Usage: select N")
    }

    @Test func unknownCommandsSuggestTheClosestName() {
        #expect(parse("emial x") == .failure(.unknown(suggestion: "email")))
        #expect(parse("sel 3") == .failure(.unknown(suggestion: "select")))
        #expect(parse("frobnicate") == .failure(.unknown(suggestion: nil)))
        #expect(CommandError.unknown(suggestion: "email").description == "Unknown command. Did you mean 'email'?")
        #expect(CommandError.unknown(suggestion: nil).description == "Unknown command. Type 'help' to see the commands.")
    }

    @Test func aParsedLineKnowsWhetherItCarriesASecret() throws {
        let typed = try #require(try CommandParser.parse("password s3cret", specs: SampleCommand.specs)?.get())
        let asked = try #require(try CommandParser.parse("password", specs: SampleCommand.specs)?.get())
        let email = try #require(try CommandParser.parse("email a@b.co", specs: SampleCommand.specs)?.get())
        #expect(typed.carriesSecret)
        #expect(!asked.carriesSecret)
        #expect(!email.carriesSecret)
    }

    @Test func specsKnowTheirUsageAndSecrets() {
        #expect(
            SampleCommand.specs.map(\.usage) == [
                "email ADDRESS", "password [SECRET]", "select N", "search TEXT", "filter [TEXT]", "note TITLE [BODY]", "move N PLACE",
                "spend [AMOUNT] [PAID]", "tip [AMOUNT] [PAID]", "due [DATE]", "quit",
            ])
        #expect(SampleCommand.specs.map(\.takesSecret) == [false, true, false, false, false, false, false, false, false, false, false])
    }

    @Test func aSpecMapsItsCommandIntoAnotherType() {
        let wrapped = SampleCommand.specs.map { $0.map { "\($0)" } }
        #expect(CommandParser.parse("select 2", specs: wrapped).map { $0.map(\.command) } == .success("select(row: 2)"))
    }

    /// An amount is typed as a person writes one in the app's currency (yen here), and a flag as yes or no;
    /// either refused names the argument and what it takes.
    @Test func anAmountAndAFlagAreReadAsTheyAreTyped() {
        #expect(parse("spend 1,000 yes") == .success(.spend(amount: .yen(1_000), paid: true)))
        #expect(parse("spend ¥350 N") == .success(.spend(amount: .yen(350), paid: false)))
        #expect(parse("spend") == .success(.spend(amount: nil, paid: nil)))
        #expect(parse(#"spend "" yes"#) == .success(.spend(amount: nil, paid: true)), "a blank word leaves one out")
        #expect(parse(#"spend " " """#) == .success(.spend(amount: nil, paid: nil)))
        #expect(parse(#"select """#) == usage("select", "select N", .missing("N")), "a required one is missing")
        #expect(parse("tip 3.50 true") == .success(.spend(amount: Money(minorUnits: 350, currency: .usd), paid: true)))
        #expect(parse("spend ten") == usage("spend", "spend [AMOUNT] [PAID]", .notAnAmount("AMOUNT", .jpy)))
        #expect(parse("spend 10.5") == usage("spend", "spend [AMOUNT] [PAID]", .tooManyFractionDigits("AMOUNT", .jpy)))
        #expect(parse("tip 3.505") == usage("tip", "tip [AMOUNT] [PAID]", .tooManyFractionDigits("AMOUNT", .usd)))
        #expect(parse("spend 99999999999999999999") == usage("spend", "spend [AMOUNT] [PAID]", .outOfRange("AMOUNT")))
        #expect(parse("spend 5 maybe") == usage("spend", "spend [AMOUNT] [PAID]", .notYesOrNo("PAID")))
        #expect(
            CommandError.usage(command: "spend", usage: "spend [AMOUNT] [PAID]", problem: .notAnAmount("AMOUNT", .jpy)).english
                == "spend: AMOUNT must be an amount, such as ¥1,000. Usage: spend [AMOUNT] [PAID]")
        #expect(
            CommandError.usage(command: "tip", usage: "tip [AMOUNT]", problem: .notAnAmount("AMOUNT", .usd)).english
                == "tip: AMOUNT must be an amount, such as $3.50. Usage: tip [AMOUNT]")
        #expect(
            CommandError.usage(command: "spend", usage: "spend [PAID]", problem: .notYesOrNo("PAID")).japanese
                == "spend: PAID は yes か no で指定してください。使い方: spend [PAID]")
    }

    @Test func aDayIsReadAsISOWritesIt() {
        #expect(parse("due 2026-11-27") == .success(.due(Day(year: 2026, month: 11, day: 27))))
        #expect(parse("due") == .success(.due(nil)))
        #expect(parse("due 2026-02-30") == usage("due", "due [DATE]", .noSuchDay("DATE")))
        #expect(parse("due 27/11/2026") == usage("due", "due [DATE]", .notADate("DATE")))
        #expect(
            CommandError.usage(command: "due", usage: "due [DATE]", problem: .notADate("DATE")).english
                == "due: DATE must be a date written YYYY-MM-DD, such as 2026-11-27. Usage: due [DATE]")
    }

    /// A refused value says why: there is no such day, or the currency has no such fraction (issue 54).
    @Test func aValueOfTheRightShapeRefusedSaysWhy() {
        func english(_ problem: UsageProblem) -> String { CommandError.usage(command: "c", usage: "c", problem: problem).english }
        #expect(english(.noSuchDay("DATE")) == "c: DATE is no day of the calendar (written YYYY-MM-DD, such as 2026-11-27). Usage: c")
        #expect(
            english(.tooManyFractionDigits("AMOUNT", .jpy)) == "c: AMOUNT must be whole: JPY has no fraction (such as ¥1,000). Usage: c")
        #expect(
            english(.tooManyFractionDigits("AMOUNT", .usd))
                == "c: AMOUNT has at most 2 digits after the point in USD (such as $3.50). Usage: c")
        #expect(
            CommandError.usage(command: "c", usage: "c", problem: .tooManyFractionDigits("AMOUNT", .jpy)).japanese
                == "c: AMOUNT に小数は使えません（JPY は ¥1,000 のように整数で指定してください）。使い方: c")
    }

    /// A transcript shows a refused line of a command that takes no secret word by word: each word that has
    /// the shape of the argument in whose place it stands (nothing of that shape is a secret), a mask for one
    /// that has not and for words past the arguments; any other line is not shown this way.
    @Test func aRefusedLineShowsEachWordOfItsArgumentsShape() {
        func shown(_ line: String) -> String? { CommandParser.shownAsRefused(line, specs: SampleCommand.specs, mask: "***") }
        #expect(shown("due 2026-02-30") == "due 2026-02-30")
        #expect(shown("spend 10.5 yes") == "spend 10.5 yes", "every word read, the one after the refused value too")
        #expect(shown(#"spend "10.5""#) == "spend 10.5")
        #expect(shown("tip 3.505") == "tip 3.505")
        #expect(shown("spend hunter2") == "spend ***", "not an amount: it may be a secret")
        #expect(shown("due 27/11/2026") == "due ***")
        #expect(shown("spend 5 maybe") == "spend 5 ***")
        #expect(shown("spend 10.5 yes hunter2") == "spend 10.5 yes ***", "past the arguments")
        #expect(shown("email demo@bazaar.dev hunter2") == "email demo@bazaar.dev ***")
        #expect(shown("move x the shelf") == "move *** the shelf", "a text argument takes the rest as typed")
        #expect(shown("spend 5") == nil, "not refused")
        #expect(shown("pw 10.5") == nil, "no such command")
        #expect(shown("password a b") == nil, "a command that takes a secret")
        #expect(shown(#"note "Buy milk"#) == nil, "an unclosed quote")
    }
}
