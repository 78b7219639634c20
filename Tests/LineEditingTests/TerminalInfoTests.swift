import Testing

@testable import LineEditing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the readers learn about a terminal: whether its type is described, and its width.
@Suite(.timeLimit(.minutes(1))) struct TerminalInfoTests {
    @Test func aTerminalTypeIsDescribedOnlyWhenTheDatabaseHasIt() {
        #expect(TerminalInfo.describes("xterm-256color"))
        #expect(TerminalInfo.describes("vt100"))
        #expect(!TerminalInfo.describes("no-such-terminal-bazaar"))
        #expect(!TerminalInfo.describes(""))
        #expect(!TerminalInfo.describes("../../etc/passwd"))
    }

    /// tgetent keeps its state in globals; threads asking at once must each get their own answer.
    @Test func threadsAskingAtOnceEachGetTheRightAnswer() async {
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for index in 0..<8 {
                group.addTask {
                    (0..<300).map { round in
                        TerminalInfo.describes((index + round).isMultiple(of: 2) ? "xterm-256color" : "no-such-terminal-bazaar")
                    }
                }
            }
            return await group.reduce(into: [[Bool]]()) { $0.append($1) }
        }
        for list in answers {
            let expected = list.first == true ? (0..<300).map { $0.isMultiple(of: 2) } : (0..<300).map { !$0.isMultiple(of: 2) }
            #expect(list == expected)
        }
    }

    @Test func anUndescribedTerminalGetsThePlainReader() {
        #expect(prefersLineEditor(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm", isDescribed: { _ in true }))
        #expect(!prefersLineEditor(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm", isDescribed: { _ in false }))
        #expect(!prefersLineEditor(stdinIsTerminal: true, stdoutIsTerminal: true, term: "no-such-terminal-bazaar"))
        #expect(prefersLineEditor(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm-256color"))
    }

    /// Sets the terminal's size as a terminal emulator does (TIOCSWINSZ; `struct winsize` is four 16-bit numbers).
    private func resize(_ master: Int32, columns: UInt16) -> Int32 {
        var size: (rows: UInt16, columns: UInt16, xPixels: UInt16, yPixels: UInt16) = (30, columns, 0, 0)
        return withUnsafeMutableBytes(of: &size) { ioctl(master, UInt(TIOCSWINSZ), $0.baseAddress!) }
    }

    @Test func theWidthIsTheTerminalsColumnsNowAndNilWhenUnknown() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer {
            _ = close(master)
            _ = close(slave)
        }
        #expect(resize(master, columns: 123) == 0)
        #expect(TerminalInfo.columns(of: slave) == 123)
        #expect(resize(master, columns: 41) == 0)
        #expect(TerminalInfo.columns(of: slave) == 41, "a resize shows at once")
        #expect(resize(master, columns: 0) == 0)
        #expect(TerminalInfo.columns(of: slave) == nil, "a terminal that does not know its width")

        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        #expect(TerminalInfo.columns(of: ends[1]) == nil, "not a terminal")
    }
}
