import Dispatch
import Testing

@testable import LineEditing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `AtomicCell` and `Lock`, LineEditing's own stand-ins for Synchronization's `Atomic` and `Mutex`.
@Suite(.timeLimit(.minutes(1))) struct AtomicCellAndLockTests {
    @Test func aCellHoldsWhatWasStoredAndHandsBackWhatItReplaced() {
        let flag = AtomicCell(false)
        #expect(flag.load() == false)
        flag.store(true)
        #expect(flag.exchange(false) == true)
        #expect(flag.exchange(false) == false)

        let descriptor = AtomicCell<Int32>(-1)
        #expect(descriptor.load() == -1)
        descriptor.store(Int32.min)
        #expect(descriptor.load() == Int32.min)
    }

    @Test func compareExchangeReplacesOnlyTheExpectedValue() {
        let signal = AtomicCell<Int32>(0)
        #expect(signal.compareExchange(expected: 0, desired: SIGTERM) == (true, 0))
        #expect(signal.compareExchange(expected: 0, desired: SIGHUP) == (false, SIGTERM), "the first signal stays")
        #expect(signal.load() == SIGTERM)
    }

    @Test func addingWrapsAroundAsAtomicsDo() {
        let count = AtomicCell(Int.max)
        #expect(count.wrappingAdd(1) == (Int.max, Int.min))
        #expect(count.load() == Int.min)
    }

    @Test func noIncrementIsLostAcrossThreads() async {
        let count = AtomicCell(0)
        let locked = Lock(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 {
                        count.wrappingAdd(1)
                        locked.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(count.load() == 80_000)
        #expect(locked.withLock { $0 } == 80_000)
    }

    @Test func aLockHeldElsewhereIsNotAvailable() {
        let lock = Lock([Int]())
        let holding = AtomicCell(false)
        let release = AtomicCell(false)
        let holder = DispatchGroup()
        DispatchQueue.global().async(group: holder) {
            lock.withLock { value in
                value.append(0)
                holding.store(true)
                while !release.load() { sched_yield() }
            }
        }
        while !holding.load() { sched_yield() }
        #expect(lock.withLockIfAvailable { $0.append(1) } == nil, "another thread holds it")
        release.store(true)
        holder.wait()
        #expect(lock.withLockIfAvailable { $0.append(2) } != nil)
        #expect(lock.withLock { $0 } == [0, 2], "only the holder and the later caller got in")
    }
}
