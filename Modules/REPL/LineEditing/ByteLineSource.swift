#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a file descriptor's bytes into lines, buffered, without decoding them.
///
/// A line ends at "\n"; the "\n" and one "\r" before it are dropped (CRLF
/// input is accepted). A last line without "\n" is returned too. Reads that
/// fail with `EINTR` are retried; any other read error ends the input.
final class ByteLineSource {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// Reads `descriptor`; closes it on deinit when `ownsDescriptor`.
    init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        if ownsDescriptor { _ = close(descriptor) }
    }

    /// The next line's bytes, or nil at the end of the input.
    func nextLine() -> [UInt8]? {
        // Bytes after `start` already searched; counted from `start` because `fill()` moves it.
        var searched = 0
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                return take(upTo: newline, skipping: 1)
            }
            searched = buffer.count - start
            if atEnd || !fill() {
                atEnd = true
                return start < buffer.count ? take(upTo: buffer.count, skipping: 0) : nil
            }
        }
    }

    private func take(upTo end: Int, skipping separator: Int) -> [UInt8] {
        var lineEnd = end
        if lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let line = Array(buffer[start..<lineEnd])
        start = end + separator
        return line
    }

    /// Reads more bytes; false at the end of input or on an error.
    private func fill() -> Bool {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunkSize = 64 * 1024
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + oldCount, chunkSize)
            }
            if count < 0, errno == EINTR { continue }
            buffer.removeLast(chunkSize - max(count, 0))
            return count > 0
        }
    }
}
