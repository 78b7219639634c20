public import Foundation

/// A recorded session (`bazaar --record FILE`) to replay: the lines typed, and everything the program
/// showed, as `--echo` prints it. A line `...` in the expected output matches any number of lines.
public struct Transcript {
    /// The demo account's password, which a transcript shows as `********`.
    public static let demoPassword = "bazaar-demo"
    public static let mask = "********"

    /// The transcript's lines after its header comments.
    public let expected: [String]

    public init(contentsOf url: URL) throws {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expected = Array(lines.drop(while: { $0.hasPrefix("# ") }).dropLast(lines.last == "" ? 1 : 0))
    }

    /// What to type: each line after `> `, with the masked secret filled in.
    public var input: Data {
        let typed = expected.filter { $0.hasPrefix("> ") }.map { $0.dropFirst(2).replacing(Self.mask, with: Self.demoPassword) }
        return Data(typed.map { $0 + "\n" }.joined().utf8)
    }

    /// Whether `output` is what the transcript expects, dates masked on both sides.
    public func matches(_ output: String) -> Bool {
        Self.match(expected.map(\.withDatesMasked)[...], Self.lines(output)[...])
    }

    /// Where `output` first departs from the transcript (before any `...`), for a failure message.
    public func firstDifference(from output: String) -> String {
        let actual = Self.lines(output)
        for (index, line) in expected.map(\.withDatesMasked).enumerated() where line != "..." {
            let got = index < actual.count ? actual[index] : "(the output ended)"
            if line != got { return "line \(index + 1): expected '\(line)', got '\(got)'" }
        }
        return "after the last expected line: got '\(actual.dropFirst(expected.count).first ?? "")'"
    }

    private static func lines(_ output: String) -> [String] {
        Array(
            output.withDatesMasked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
                output.hasSuffix("\n") ? 1 : 0))
    }

    private static func match(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            return (actual.startIndex...actual.endIndex).contains { match(expected.dropFirst(), actual[$0...]) }
        }
        return actual.first == first && match(expected.dropFirst(), actual.dropFirst())
    }
}
