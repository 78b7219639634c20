#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A password in memory: it never prints, logs or dumps its characters, and its bytes can be overwritten
/// once it has been used (`wipe()`), and are overwritten when the last copy of it goes away.
///
/// Copies share one buffer (a class inside), so wiping any copy wipes them all: the view model that sent
/// a password wipes it when the login it was for succeeded. Wipe only once nothing reads it any more.
public struct Password: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    private let storage: Storage

    public init(_ revealed: String) {
        storage = Storage(revealed)
    }

    /// The secret as text. A `String` cannot be wiped: read it only where a test or an API needs text;
    /// hashing reads `withUTF8Bytes` instead.
    public var revealed: String {
        withUTF8Bytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the password's UTF-8 bytes (zeros once it has been wiped), without copying them.
    public func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(storage.bytes))
    }

    /// Whether the password is empty.
    public var isEmpty: Bool { storage.bytes.isEmpty }

    /// Overwrites the password's bytes with zeros, in this value and every copy of it.
    public func wipe() {
        storage.wipe()
    }

    public static func == (lhs: Password, rhs: Password) -> Bool {
        lhs.withUTF8Bytes { left in rhs.withUTF8Bytes { right in left.elementsEqual(right) } }
    }

    public var description: String { "Password(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// The bytes, in memory of their own that is zeroed before it is freed.
    private final class Storage: @unchecked Sendable {
        /// Never resized; only `wipe()` writes to it after `init`.
        let bytes: UnsafeMutableRawBufferPointer
        private let allocation: UnsafeMutableRawBufferPointer

        init(_ text: String) {
            let count = text.utf8.count
            // At least one byte, so the bytes have an address even when there are none.
            allocation = .allocate(byteCount: max(count, 1), alignment: 1)
            allocation.initializeMemory(as: UInt8.self, repeating: 0)
            bytes = UnsafeMutableRawBufferPointer(rebasing: allocation[0..<count])
            for (index, byte) in text.utf8.enumerated() { bytes[index] = byte }
        }

        deinit {
            wipe()
            allocation.deallocate()
        }

        func wipe() {
            guard let base = allocation.baseAddress else { return }
            // A store the optimizer cannot drop because the memory is freed next.
            #if canImport(Glibc)
                explicit_bzero(base, allocation.count)
            #elseif canImport(Darwin)
                _ = memset_s(base, allocation.count, 0, allocation.count)
            #else
                allocation.initializeMemory(as: UInt8.self, repeating: 0)
            #endif
        }
    }
}
