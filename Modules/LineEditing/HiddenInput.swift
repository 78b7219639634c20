internal import CLibedit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a secret (a password) from a terminal without echoing it, for both line readers.
///
/// Echo goes off, and Ctrl-C is listened for, before the prompt appears, so nothing typed in answer
/// to it is ever shown and a Ctrl-C typed as soon as it shows is never lost. Echo comes back however
/// the read ends: Enter, Ctrl-D (end of input, or the end of a line typed without
/// Enter), Ctrl-C (`.interrupted`, after `^C`), Ctrl-Z (echo on while suspended, off again after
/// `fg`), or SIGTERM/SIGHUP/SIGQUIT (terminal restored, then the caller's `terminate`). The secret's
/// bytes are wiped from the buffers once it is decoded; a trailing "\r" is dropped.
@MainActor
enum HiddenInput {
    /// Shows `prompt` (without its escapes) and reads one line from the terminal on `descriptor`;
    /// `.endOfInput` at once when it is not a terminal.
    ///
    /// - Parameters:
    ///   - output: where the prompt goes (standard output; a test's own writer).
    ///   - terminate: ends the process after SIGTERM, SIGHUP or SIGQUIT (echo is already back on).
    static func readSecret(
        from descriptor: Int32, prompt: String, output: OutputWriter = .standardOutput, terminate: (Int32) -> Never
    ) -> LineEvent {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return .endOfInput }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        silent.c_lflag |= tcflag_t(ICANON | ISIG)
        _ = tcsetattr(descriptor, TCSANOW, &silent)
        // Signals wake this read from now on: a Ctrl-C that comes as soon as the prompt shows is not
        // lost (it would go to the relay, whose handler has no work to cancel, and the read would go on).
        SignalRelay.beginReading()
        // Echo goes off before the prompt appears, so nothing typed in answer to it is ever echoed.
        emit(EditLinePrompt.strip(prompt), to: output)
        var secret: [UInt8] = []
        // One byte at a time: keys typed ahead of the prompt, queued while the terminal was not in canonical
        // mode, come as one read of several lines once it is, and the lines after the secret's are the next
        // prompt's. What a read leaves stays queued for the line editor.
        var chunk: [UInt8] = [0]
        defer {
            wipe(&secret)
            wipe(&chunk)
        }
        var outcome = LineEvent.endOfInput
        reading: while true {
            let (inputReady, ok) = SignalRelay.waitForInput(on: descriptor)
            if let signo = SignalRelay.terminationSignal {
                _ = tcsetattr(descriptor, TCSANOW, &original)
                SignalRelay.endReading()
                terminate(signo)
            }
            if SignalRelay.takeInterrupt() {
                outcome = .interrupted
                break reading
            }
            if SignalRelay.takeSuspend() {
                _ = tcsetattr(descriptor, TCSANOW, &original)
                emit("\n", to: output)
                SignalRelay.suspendNow()
                _ = tcsetattr(descriptor, TCSANOW, &silent)
                emit(EditLinePrompt.strip(prompt), to: output)
                continue
            }
            _ = SignalRelay.takeResize()
            if !ok { break reading }
            guard inputReady else { continue }
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break reading
            }
            if count == 0 {  // Ctrl-D: end of input, or the end of a line typed without Enter
                outcome = secret.isEmpty ? .endOfInput : .line(decode(secret))
                break reading
            }
            secret.append(contentsOf: chunk[..<count])
            if let newline = secret.firstIndex(of: UInt8(ascii: "\n")) {
                outcome = .line(decode(secret[..<newline]))
                break reading
            }
        }
        _ = tcsetattr(descriptor, TCSANOW, &original)
        SignalRelay.endReading()
        emit(outcome == .interrupted ? "^C\n" : "\n", to: output)
        return outcome
    }

    /// Writes `text` to standard output at once, after what the program wrote before it (its own
    /// buffered output, and libedit's through C's `stdout`).
    static func emit(_ text: String, to output: OutputWriter = .standardOutput) {
        _ = bz_flush_stdout()
        output.write(text)
        output.flush()
    }

    private static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    private static func wipe(_ bytes: inout [UInt8]) {
        for index in bytes.indices { bytes[index] = 0 }
    }
}
