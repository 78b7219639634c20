internal import CLibedit

/// A value that threads, and signal handlers, share without a lock: a `Bool`, an `Int` or an `Int32`,
/// kept in a C `long`.
///
/// Every operation is one sequentially consistent, lock-free atomic operation on that `long` (the
/// `bz_atomic_*` functions of CLibedit's shim), so a signal handler may use it: it allocates nothing
/// and takes no lock (the only other runtime work is retaining and releasing the cell, atomic
/// too). Make it before the handler is installed, so the handler never runs its initialiser.
/// LineEditing keeps its own because `Atomic`, in the Synchronization module, needs macOS 15 and
/// iOS 18, and this package supports macOS 13 and iOS 16.
///
/// `@unchecked Sendable` is sound: the only stored property is a constant, the address of a `long`
/// this cell allocated and owns, which never moves and which nothing but the atomic functions reads
/// or writes.
final class AtomicCell<Value: AtomicCellValue>: @unchecked Sendable {
    private let cell: UnsafeMutablePointer<Int>

    init(_ value: Value) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: value.atomicRepresentation)
    }

    deinit {
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    /// The value now.
    func load() -> Value {
        Value(atomicRepresentation: bz_atomic_load_long(cell))
    }

    /// Replaces the value.
    func store(_ value: Value) {
        bz_atomic_store_long(cell, value.atomicRepresentation)
    }

    /// Replaces the value and returns the one it replaced.
    func exchange(_ value: Value) -> Value {
        Value(atomicRepresentation: bz_atomic_exchange_long(cell, value.atomicRepresentation))
    }

    /// Replaces the value with `desired` only if it is `expected`; returns whether it did, and the
    /// value found.
    @discardableResult
    func compareExchange(expected: Value, desired: Value) -> (exchanged: Bool, original: Value) {
        var found = expected.atomicRepresentation
        let exchanged = bz_atomic_compare_exchange_long(cell, &found, desired.atomicRepresentation) != 0
        return (exchanged, Value(atomicRepresentation: found))
    }
}

extension AtomicCell where Value == Int {
    /// Adds `operand`, wrapping around on overflow; returns the value before and after.
    @discardableResult
    func wrappingAdd(_ operand: Int) -> (oldValue: Int, newValue: Int) {
        let old = bz_atomic_fetch_add_long(cell, operand)
        return (old, old &+ operand)
    }
}

/// A value an `AtomicCell` can hold: one that a C `long` (Swift's `Int`) represents exactly.
protocol AtomicCellValue {
    init(atomicRepresentation: Int)
    var atomicRepresentation: Int { get }
}

extension Bool: AtomicCellValue {
    init(atomicRepresentation: Int) { self = atomicRepresentation != 0 }
    var atomicRepresentation: Int { self ? 1 : 0 }
}

extension Int: AtomicCellValue {
    init(atomicRepresentation: Int) { self = atomicRepresentation }
    var atomicRepresentation: Int { self }
}

extension Int32: AtomicCellValue {
    init(atomicRepresentation: Int) { self = Int32(truncatingIfNeeded: atomicRepresentation) }
    var atomicRepresentation: Int { Int(self) }
}
