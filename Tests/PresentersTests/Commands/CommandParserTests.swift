import Presenters
import Testing

@Suite struct CommandParserTests {
    let commands = [
        CommandSpec("email", arguments: [ArgumentSpec("ADDRESS")], summary: ""),
        CommandSpec("password", arguments: [ArgumentSpec("SECRET", isOptional: true, isSecret: true)], summary: ""),
        CommandSpec("select", arguments: [ArgumentSpec("N", kind: .integer)], summary: ""),
        CommandSpec("search", arguments: [ArgumentSpec("TEXT", kind: .text)], summary: ""),
        CommandSpec("quit", aliases: ["exit"], summary: ""),
    ]

    func parse(_ line: String) -> Result<ParsedCommand, CommandError>? {
        CommandParser.parse(line, commands: commands)
    }

    @Test func aBlankLineIsNoCommand() {
        #expect(parse("") == nil)
        #expect(parse("   ") == nil)
    }

    @Test func commandsParseWithTheirArguments() {
        #expect(parse("email demo@bazaar.dev") == .success(ParsedCommand("email", ["demo@bazaar.dev"])))
        #expect(parse("  EMAIL   a@b.co  ") == .success(ParsedCommand("email", ["a@b.co"])))
        #expect(parse("password") == .success(ParsedCommand("password", [])))
        #expect(parse("password s3cret") == .success(ParsedCommand("password", ["s3cret"])))
        #expect(parse("exit") == .success(ParsedCommand("quit", [])), "aliases resolve to the canonical name")
    }

    @Test func aBareNumberMeansSelect() {
        #expect(parse("3") == .success(ParsedCommand("select", ["3"])))
        #expect(parse("3 4") == .failure(.unknown("3", suggestion: nil)), "only a lone number is a selection")
        #expect(parse("-2") == .success(ParsedCommand("select", ["-2"])), "the screen refuses the row, not the parser")
        let huge = "99999999999999999999999"
        #expect(parse(huge) == .failure(.usage(commands[2], problem: "'\(huge)' is out of range")))
        #expect(parse("select \(huge)") == .failure(.usage(commands[2], problem: "'\(huge)' is out of range")))
        #expect(parse("٣") == .failure(.unknown("٣", suggestion: nil)), "only ASCII digits make a number")
    }

    @Test func textArgumentsTakeTheRestOfTheLine() {
        #expect(parse("search  tea   pot ") == .success(ParsedCommand("search", ["tea   pot"])))
        #expect(parse("search 急須") == .success(ParsedCommand("search", ["急須"])))
    }

    @Test func missingExtraAndMalformedArgumentsGiveTheUsage() {
        #expect(parse("email") == .failure(.usage(commands[0], problem: "missing ADDRESS")))
        #expect(parse("email a@b.co extra") == .failure(.usage(commands[0], problem: "unexpected 'extra'")))
        let tooMany = "too many words (type 'password' alone to be asked for it)"
        #expect(parse("password my secret") == .failure(.usage(commands[1], problem: tooMany)), "no part of a secret is repeated")
        #expect(parse("select two") == .failure(.usage(commands[2], problem: "'two' is not a number")))
        #expect(parse("search") == .failure(.usage(commands[3], problem: "missing TEXT")))
        #expect(parse("select") == .failure(.usage(commands[2], problem: "missing N")))
        #expect(CommandError.usage(commands[2], problem: "missing N").description == "select: missing N. Usage: select N")
    }

    @Test func unknownCommandsSuggestTheClosestName() {
        #expect(parse("emial x") == .failure(.unknown("emial", suggestion: "email")))
        #expect(parse("sel 3") == .failure(.unknown("sel", suggestion: "select")))
        #expect(parse("frobnicate") == .failure(.unknown("frobnicate", suggestion: nil)))
        #expect(CommandError.unknown("emial", suggestion: "email").description == "Unknown command 'emial'. Did you mean 'email'?")
        #expect(CommandError.unknown("zzz", suggestion: nil).description == "Unknown command 'zzz'. Type 'help' to see the commands.")
    }

    @Test func specsKnowTheirUsageAndSecrets() {
        #expect(commands[1].usage == "password [SECRET]")
        #expect(commands[1].carriesSecret(["x"]))
        #expect(!commands[1].carriesSecret([]))
        #expect(!commands[0].carriesSecret(["a@b.co"]))
    }
}
