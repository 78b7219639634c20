import Clocks
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite struct EffectsTests {
    @Test func workStartsOnlyWhenTheCallerYieldsAndIdleWaitsForIt() async {
        let effects = Effects()
        var log: [String] = []
        effects.run { log.append("ran") }
        log.append("after run")
        #expect(effects.isBusy)

        await effects.waitUntilIdle()
        #expect(log == ["after run", "ran"])
        #expect(!effects.isBusy)
    }

    @Test func waitUntilIdleAlsoWaitsForWorkStartedByWork() async {
        let effects = Effects()
        var log: [String] = []
        effects.run {
            log.append("outer")
            effects.run { log.append("inner") }
        }
        await effects.waitUntilIdle()
        #expect(log == ["outer", "inner"])
    }

    @Test func performDeliversTheResultOnTheMainActor() async {
        struct Boom: Error {}
        let effects = Effects()
        var delivered: [String] = []
        effects.perform({ 42 }) { delivered.append("value \((try? $0.get()) ?? -1)") }
        effects.perform({ () throws -> Int in throw Boom() }) { result in
            if case .failure(is Boom) = result { delivered.append("error") }
        }
        await effects.waitUntilIdle()
        #expect(delivered == ["value 42", "error"])
    }

    @Test func cancelAllCancelsWorkWaitingOnTheClock() async {
        let effects = Effects()
        let clock = TestClock()
        var outcome = "none"
        effects.perform({ try await clock.sleep(for: .seconds(5)) }) { result in
            outcome = (try? result.get()) == nil ? "cancelled" : "finished"
        }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        effects.cancelAll()
        await effects.waitUntilIdle()
        #expect(outcome == "cancelled")
    }
}
