import EndToEndTesting
import Foundation
import Testing

/// Replays every recorded session under each feature tree's `Transcripts/` (and their
/// folders) through the binary and compares its whole
/// output. Record one with `bazaar --record FILE`; re-record them all after an intended change with
/// `make transcripts`. A transcript named `….ja.txt` is replayed in Japanese (`LANG=ja_JP.UTF-8`), the rest in
/// the default locale (`C.UTF-8`: English).
@Suite(.timeLimit(.minutes(1))) struct TranscriptReplayTests {
    /// The package's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The folders transcripts are kept in: each feature tree's (`Modules/NAME/Transcripts`).
    static var folders: [String] {
        let trees = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)) ?? []
        return trees.sorted().map { "Modules/\($0)/Transcripts" }
    }

    /// Every transcript, by its path in the package (a feature keeps its own in a folder of its own:
    /// `Modules/Notes/Transcripts/notes.txt`).
    static var names: [String] {
        folders.flatMap { folder in
            let found = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
            return found.filter { $0.hasSuffix(".txt") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    /// The transcript `name`'s file.
    static func url(of name: String) -> URL { root.appendingPathComponent(name) }

    @Test func thereAreTranscriptsToReplay() {
        #expect(!Self.names.isEmpty, "no transcripts in \(Self.folders.joined(separator: ", "))")
    }

    @Test(arguments: names)
    func replaysInFull(name: String) throws {
        let transcript = try Transcript(contentsOf: Self.url(of: name))
        let run = try BazaarBinary.run(
            ["--in-memory", "--echo"], input: transcript.input, environment: Self.locale(of: name), mergingErrors: true)
        #expect(run.status == 0)
        if !transcript.matches(run.output) {
            Issue.record(
                "\(name) no longer matches at \(transcript.firstDifference(from: run.output)). If the change is intended, run make transcripts."
            )
        }
    }

    /// The locale a transcript is replayed in, from its name: `buy-an-item.ja.txt` in Japanese.
    static func locale(of name: String) -> [String: String] {
        name.hasSuffix(".ja.txt") ? ["LANG": "ja_JP.UTF-8"] : [:]
    }

    @Test func atLeastOneTranscriptReplaysInEachLanguage() {
        #expect(Self.names.contains { Self.locale(of: $0).isEmpty })
        #expect(Self.names.contains { Self.locale(of: $0)["LANG"] == "ja_JP.UTF-8" })
    }

    @Test func aWildcardLineMatchesAnyLinesAndNothingElseIsLoose() throws {
        let file = try BazaarBinary.makeHome().appendingPathComponent("t.txt")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data("# header\n> a\n...\nz\n".utf8).write(to: file)
        let transcript = try Transcript(contentsOf: file)
        #expect(transcript.matches("> a\nz\n"))
        #expect(transcript.matches("> a\nb\nc\nz\n"))
        #expect(!transcript.matches("> a\nb\n"))
        #expect(!transcript.matches("> a\nz\nextra\n"))
        #expect(String(decoding: transcript.input, as: UTF8.self) == "a\n")
    }
}
