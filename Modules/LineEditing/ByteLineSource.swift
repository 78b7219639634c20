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
///
/// With a `maximumLineLength`, a longer line is cut short as it is read: only
/// its first `maximumLineLength + 1` bytes are kept (and returned), the rest is
/// read and dropped up to its "\n", and `lastLineLength` tells its whole length.
/// Memory stays bounded however long the line is.
///
/// With `waitUntilReadable`, each read(2) waits for that first; when it returns
/// false the input ends there (a script reader's Ctrl-C).
final class ByteLineSource {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let maximumLineLength: Int?
    private let waitUntilReadable: (() -> Bool)?
    private var buffer: [UInt8] = []
    /// What one read(2) fills, then appended to `buffer` as one copy.
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var atEnd = false
    /// The whole length of the line last returned, in bytes, counting any bytes that were not kept.
    private(set) var lastLineLength = 0

    /// Reads `descriptor`; closes it on deinit when `ownsDescriptor`. Lines longer than
    /// `maximumLineLength` bytes are cut short; `nil` keeps every line whole.
    init(
        descriptor: Int32, ownsDescriptor: Bool, maximumLineLength: Int? = nil, waitUntilReadable: (() -> Bool)? = nil
    ) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.maximumLineLength = maximumLineLength.map { max($0, 0) }
        self.waitUntilReadable = waitUntilReadable
    }

    deinit {
        if ownsDescriptor { _ = close(descriptor) }
    }

    /// The next line's bytes (its first `maximumLineLength + 1` when it is longer), or nil at the end of the input.
    func nextLine() -> [UInt8]? {
        // Bytes after `start` already searched; counted from `start` because `fill()` moves it.
        var searched = 0
        // Bytes of this line read and dropped because it is too long.
        var dropped = 0
        while true {
            if let newline = newline(from: start + searched) {
                return take(upTo: newline, skipping: 1, dropped: dropped)
            }
            if let limit = maximumLineLength, buffer.count - start > limit + 2 {
                // Too long: keep the first `limit + 1` bytes and the latest one (a "\r" that may end the line).
                let cut = start + limit + 1
                dropped += buffer.count - 1 - cut
                buffer.removeSubrange(cut..<(buffer.count - 1))
            }
            searched = buffer.count - start
            if atEnd || !fill() {
                atEnd = true
                return start < buffer.count ? take(upTo: buffer.count, skipping: 0, dropped: dropped) : nil
            }
        }
    }

    /// The index of the first "\n" at or after `index`, found by the C library (a generic search of the array
    /// goes a byte at a time in a debug build).
    private func newline(from index: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard index < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func take(upTo end: Int, skipping separator: Int, dropped: Int) -> [UInt8] {
        var lineEnd = end
        if lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        lastLineLength = lineEnd - start + dropped
        let kept = maximumLineLength.map { min(lineEnd, start + $0 + 1) } ?? lineEnd
        let line = Array(buffer[start..<kept])
        start = end + separator
        return line
    }

    /// Reads more bytes; false at the end of input, on an error, or when `waitUntilReadable` says to stop.
    private func fill() -> Bool {
        if let waitUntilReadable, !waitUntilReadable() { return false }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress!, raw.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            chunk.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
            return true
        }
    }
}
