public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the reader for this run: an `EditLineReader` only when stdin and stdout are terminals and
/// `TERM` is set, not "dumb", and described by the terminal database (and no `inputFile` is given);
/// otherwise a `PlainLineReader` (with plain prompts on a terminal the editor cannot drive).
///
/// - Parameters:
///   - inputFile: a script to read instead of stdin (`-f FILE`); always read plainly.
///   - maximumLineBytes: the plain reader cuts longer lines short as it reads them (nil: no limit).
///   - environment: where `TERM` is looked up.
/// - Throws: `LineReaderError.cannotOpen` when `inputFile` cannot be read.
@MainActor public func makeLineReader(
    programName: String,
    historyFile: URL?,
    historyLimit: Int = 1000,
    inputFile: String? = nil,
    maximumLineBytes: Int? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    completion: @escaping EditLineReader.Completion = { _ in [] }
) throws(LineReaderError) -> any LineReader {
    if let inputFile { return try PlainLineReader(path: inputFile, maximumLineBytes: maximumLineBytes) }
    let wantsEditor = prefersLineEditor(
        stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
        term: environment["TERM"], isDescribed: TerminalInfo.describes)
    if wantsEditor,
        let editor = EditLineReader(
            programName: programName, historyFile: historyFile, historyLimit: historyLimit, completion: completion)
    {
        return editor
    }
    return try PlainLineReader(maximumLineBytes: maximumLineBytes)
}

/// Whether libedit should be used: both ends are terminals and `TERM` is set, non-empty, not "dumb",
/// and `isDescribed` (by the terminal database: without an entry libedit would guess, and send escape
/// codes the terminal may not understand).
func prefersLineEditor(
    stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?, isDescribed: (String) -> Bool = TerminalInfo.describes
) -> Bool {
    guard stdinIsTerminal, stdoutIsTerminal, let term, !term.isEmpty, term != "dumb" else { return false }
    return isDescribed(term)
}
