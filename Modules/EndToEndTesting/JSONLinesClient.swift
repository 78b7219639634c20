public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program driving `bazaar --json` as a client would: it writes one request per line and reads the
/// events as they come, up to the `done` that ends each response. Every line read must be a JSON object.
///
/// Reads wait for what the program prints, never for time; one guard (`PseudoTerminal.hangGuardSeconds`
/// of silence) turns a hung program into a failure.
public final class JSONLinesClient {
    /// One event: its line as printed, and that line parsed.
    public struct Event: CustomStringConvertible {
        public let line: String
        let object: [String: Any]

        public var type: String? { object["type"] as? String }
        public var text: String? { object["text"] as? String }
        public var id: Any? { object["id"] }
        public var ok: Bool? { object["ok"] as? Bool }
        public var description: String { line }

        public subscript(key: String) -> Any? { object[key] }
    }

    private let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let home: URL
    private var pending = Data()
    /// Every line the program printed so far.
    private(set) var lines: [String] = []

    /// Starts `bazaar arguments` in a private home, removed with the client; through `launcher` as
    /// `BazaarBinary.start` does (under `make coverage`, a launched child's counts go to /dev/null).
    public init(_ arguments: [String] = ["--json", "--in-memory"], launcher: [String] = []) throws {
        home = try BazaarBinary.makeHome()
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [BazaarBinary.url.path] + arguments
        } else {
            process.executableURL = BazaarBinary.url
            process.arguments = arguments
        }
        process.environment = BazaarBinary.environment(home: home)
        if !launcher.isEmpty, process.environment?["LLVM_PROFILE_FILE"] != nil {
            process.environment?["LLVM_PROFILE_FILE"] = "/dev/null"
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
    }

    /// The program's process ID (the launcher's, which became the program when it executed it).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// A client that failed before `finish()` still leaves nothing behind: no program, no home.
    deinit {
        if process.isRunning { process.terminate() }
        BazaarBinary.removeHome(home)
    }

    /// Sends `request` (as compact JSON on one line) and reads its response.
    @discardableResult
    public func send(_ request: [String: Any]) throws -> [Event] {
        try send(raw: JSONSerialization.data(withJSONObject: request))
    }

    /// Sends `bytes` and a newline, and reads the response (or its events through the first of `type`).
    @discardableResult
    public func send(raw bytes: Data, readingThrough type: String = "done") throws -> [Event] {
        ChildInput.write(bytes + Data("\n".utf8), to: stdin.fileHandleForWriting)
        return try read(through: type)
    }

    /// Reads events up to and including the next `done`.
    @discardableResult
    public func readResponse() throws -> [Event] {
        try read(through: "done")
    }

    /// Reads events up to and including the next one of `type`.
    public func read(through type: String) throws -> [Event] {
        var events: [Event] = []
        repeat {
            events.append(try readEvent())
        } while events.last?.type != type
        return events
    }

    /// Sends SIGINT, as Ctrl-C in the client's terminal would.
    public func interrupt() {
        process.interrupt()
    }

    /// Sends SIGTERM, as a supervisor stopping the program would.
    public func terminate() {
        process.terminate()
    }

    /// Reads the rest of the output (each line must be JSON too) until the program exits, and returns
    /// what it printed and its status, negative when a signal killed it. The input is ended first, so
    /// that the program ends, unless `endingInput` is false (the test ended it otherwise, with a signal).
    public func finish(endingInput: Bool = true) throws -> BazaarBinary.Run {
        if endingInput { try stdin.fileHandleForWriting.close() }
        while let chunk = try readChunk() { pending += chunk }
        if !endingInput { try stdin.fileHandleForWriting.close() }
        if Task.isCancelled { kill(process.processIdentifier, SIGKILL) }  // so the waits below end
        let errors = BazaarBinary.readToEnd(stderr.fileHandleForReading)
        BazaarBinary.waitForExit(process)
        let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        let rest = String(decoding: pending, as: UTF8.self)
        for line in rest.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            _ = try Self.event(String(line))
            lines.append(String(line))
        }
        guard rest.isEmpty || rest.hasSuffix("\n") else {
            throw PseudoTerminal.Failure(description: "the output ends with half a line: \(rest.debugDescription)")
        }
        return BazaarBinary.Run(
            output: lines.map { $0 + "\n" }.joined(), errors: String(decoding: errors, as: UTF8.self), status: status)
    }

    /// The failure of a program that ended while a response was awaited: what it printed on each stream,
    /// and how it ended, so that a failure on a machine far away says why (a launcher that could not run it
    /// writes only to standard error).
    private func endedEarly() -> PseudoTerminal.Failure {
        let errors = String(decoding: BazaarBinary.readToEnd(stderr.fileHandleForReading), as: UTF8.self)
        BazaarBinary.waitForExit(process)
        let ending =
            process.terminationReason == .exit
            ? "exited with \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
        return PseudoTerminal.Failure(
            description: "the program \(ending); it printed:\n\(lines.joined(separator: "\n"))\nand on standard error:\n\(errors)")
    }

    /// The next line printed, parsed.
    private func readEvent() throws -> Event {
        while !pending.contains(UInt8(ascii: "\n")) {
            guard let chunk = try readChunk() else {
                throw endedEarly()
            }
            pending += chunk
        }
        let newline = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending = Data(pending[(newline + 1)...])
        lines.append(line)
        return try Self.event(line)
    }

    /// What the program printed next, nil once its output ended; fails when it printed nothing for
    /// `PseudoTerminal.hangGuardSeconds` (hung).
    private func readChunk() throws -> Data? {
        switch BazaarBinary.waitForInput(on: stdout.fileHandleForReading.fileDescriptor) {
        case .ready: break
        case .silent:
            throw PseudoTerminal.Failure(description: "the program hung; it printed:\n\(lines.joined(separator: "\n"))")
        case .cancelled:
            throw PseudoTerminal.Failure(description: "the test was cancelled; the program printed:\n\(lines.joined(separator: "\n"))")
        }
        let chunk = stdout.fileHandleForReading.availableData
        return chunk.isEmpty ? nil : chunk
    }

    private static func event(_ line: String) throws -> Event {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw PseudoTerminal.Failure(description: "not a JSON object: \(line.debugDescription)")
        }
        return Event(line: line, object: object)
    }
}
