import Foundation
import Testing

@testable import LineEditing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `PlainLineReader` (scripted input) and the choice between the two readers.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PlainLineReaderTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-plain-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url
    }

    private func events(_ reader: PlainLineReader, count: Int) -> [LineEvent] {
        (0..<count).map { _ in reader.readLine(prompt: "ignored> ") }
    }

    @Test func crlfAndLfLinesAndALastLineWithoutNewline() throws {
        let url = try temporaryFile(Array("one\r\ntwo\nthree\r\n\n\r\nlast".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(
            events(reader, count: 7) == [
                .line("one"), .line("two"), .line("three"), .line(""), .line(""), .line("last"), .endOfInput,
            ])
        #expect(reader.readLine(prompt: "") == .endOfInput)
        #expect(!reader.isInteractive)
        #expect(!reader.showsPrompts, "a pipe gets no prompts")
    }

    @Test func onlyOneCarriageReturnIsStripped() throws {
        let url = try temporaryFile(Array("a\r\r\nb\rc\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(events(reader, count: 3) == [.line("a\r"), .line("b\rc"), .endOfInput])
    }

    @Test func invalidUTF8IsFlaggedAndRawBytesAreAvailable() throws {
        let url = try temporaryFile([0x61, 0xFF, 0x62, 0x0A, 0x63, 0xC3, 0xA9, 0x0A, 0xC3, 0x0D, 0x0A])
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(reader.readLine(prompt: "") == .line("a\u{FFFD}b"))
        #expect(reader.lastLineWasInvalidUTF8)
        #expect(reader.readLine(prompt: "") == .line("cé"))
        #expect(!reader.lastLineWasInvalidUTF8)
        #expect(reader.readRawLine() == [0xC3])
        #expect(reader.readRawLine() == nil)
    }

    @Test func aByteOrderMarkOpeningTheInputIsDroppedAndOnlyThere() throws {
        let url = try temporaryFile([0xEF, 0xBB, 0xBF] + Array("where\r\n\u{FEFF}where\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(events(reader, count: 3) == [.line("where"), .line("\u{FEFF}where"), .endOfInput])
    }

    @Test func secretsAreJustTheNextLineAndHistoryIsIgnored() throws {
        let url = try temporaryFile(Array("bob\nhunter2\r\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(reader.readLine(prompt: "user: ") == .line("bob"))
        reader.addToHistory("bob")
        #expect(reader.readSecret(prompt: "password: ") == .line("hunter2"))
        #expect(reader.readSecret(prompt: "password: ") == .endOfInput)
        reader.close()
    }

    @Test func linesLongerThanTheReadBufferArriveWhole() throws {
        let long = String(repeating: "x", count: 200_000)
        let url = try temporaryFile(Array("\(long)\nshort\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(events(reader, count: 3) == [.line(long), .line("short"), .endOfInput])
    }

    @Test func aLineOverTheLimitIsCutShortWhileItIsReadAndTheNextLinesArriveWhole() throws {
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 2_000_000)
        let atLimit = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        let overByOne = [UInt8](repeating: UInt8(ascii: "b"), count: 4097)
        let url = try temporaryFile(huge + Array("\r\nwhere\n".utf8) + atLimit + [0x0A] + overByOne + [0x0A] + huge.prefix(100_000))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path, maximumLineBytes: 4096)
        #expect(reader.readRawLine() == Array(huge.prefix(4097)), "only the first limit + 1 bytes are kept")
        #expect(reader.lastLineTruncatedFrom == 2_000_000, "the whole length, without the CR")
        #expect(reader.readLine(prompt: "") == .line("where"))
        #expect(reader.lastLineTruncatedFrom == nil)
        #expect(reader.readRawLine() == atLimit)
        #expect(reader.lastLineTruncatedFrom == nil)
        #expect(reader.readRawLine() == overByOne, "limit + 1 bytes are all kept: the caller refuses the line by its length")
        #expect(reader.lastLineTruncatedFrom == nil)
        #expect(reader.readRawLine()?.count == 4097, "a last line without a newline is cut short too")
        #expect(reader.lastLineTruncatedFrom == 100_000)
        #expect(reader.readLine(prompt: "") == .endOfInput)
        #expect(reader.lastLineTruncatedFrom == nil)
    }

    @Test func aCarriageReturnEndingAReadChunkIsStillDroppedFromACutLine() throws {
        // The first read(2) takes 64 KiB, so this line's "\r" is the last byte of one read and its "\n" the first of the next.
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024 - 1)
        let url = try temporaryFile(line + Array("\r\nnext\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path, maximumLineBytes: 100)
        #expect(reader.readRawLine()?.count == 101)
        #expect(reader.lastLineTruncatedFrom == line.count)
        #expect(reader.readLine(prompt: "") == .line("next"))
    }

    @Test func manyLinesAcrossReadBufferBoundariesArriveWholeAndInOrder() throws {
        let lines = (1...30_000).map { "command number \($0)" }
        let url = try temporaryFile(Array((lines.joined(separator: "\n") + "\n").utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path)
        #expect(events(reader, count: lines.count + 1) == lines.map(LineEvent.line) + [.endOfInput])
    }

    @Test func readsFromAPipe() throws {
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        let payload = Array("first\r\nsecond".utf8)
        #expect(write(descriptors[1], payload, payload.count) == payload.count)
        _ = close(descriptors[1])
        let reader = PlainLineReader(descriptor: descriptors[0], owned: true)
        #expect(events(reader, count: 3) == [.line("first"), .line("second"), .endOfInput])
    }

    @Test func missingFilesAndDirectoriesAreRefused() {
        let missing = "/nonexistent/bazaar-\(UUID().uuidString)"
        #expect(throws: LineReaderError.self) { try PlainLineReader(path: missing) }
        #expect(throws: LineReaderError.self) { try PlainLineReader(path: NSTemporaryDirectory()) }
    }

    @Test func factoryReadsAnInputFilePlainly() throws {
        let url = try temporaryFile(Array("help\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try makeLineReader(
            programName: "test", historyFile: nil, inputFile: url.path, environment: ["TERM": "xterm-256color"])
        #expect(!reader.isInteractive)
        #expect(!reader.showsPrompts, "a script gets no prompts")
        #expect(reader.readLine(prompt: "> ") == .line("help"))
    }

    @Test(
        arguments: [
            (true, true, "xterm-256color", true), (true, true, "screen", true), (true, true, "dumb", false),
            (true, true, "", false), (true, true, nil, false), (false, true, "xterm", false), (true, false, "xterm", false),
        ] as [(Bool, Bool, String?, Bool)])
    func lineEditorOnlyOnTerminalsWithAUsableTerm(stdin: Bool, stdout: Bool, term: String?, expected: Bool) {
        #expect(prefersLineEditor(stdinIsTerminal: stdin, stdoutIsTerminal: stdout, term: term) == expected)
    }
}
