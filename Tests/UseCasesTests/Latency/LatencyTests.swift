import Clocks
import Models
import TestSupport
import Testing
import UseCases

@Suite struct LatencyTests {
    @Test func everyCallWaitsForTheClockFirst() async throws {
        let clock = TestClock()
        var environment = UseCaseEnvironment.unimplemented
        environment.wallet = WalletUseCaseDouble { _ in .yen(10_000) }
        let slow = environment.delayed(by: Latency(delay: .seconds(2), clock: clock))

        let balance = Task { try await slow.wallet.balance(for: Fixtures.demoUser.id) }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        await clock.advance(by: .seconds(1))
        #expect(try await balance.value == .yen(10_000))
    }

    @Test func cancellingWhileWaitingNeverRunsTheUseCase() async {
        let clock = TestClock()
        let calls = CallLog<Item.ID>()
        var environment = UseCaseEnvironment.unimplemented
        environment.purchase = PurchaseUseCaseDouble { item, _ in
            calls.append(item)
            throw PurchaseError.serviceUnavailable
        }
        let slow = environment.delayed(by: Latency(delay: .seconds(2), clock: clock))

        let purchase = Task { try await slow.purchase.buy(Item.ID(1), buyer: Fixtures.demoUser.id) }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        purchase.cancel()
        await #expect(throws: CancellationError.self) { try await purchase.value }
        #expect(calls.calls.isEmpty)
    }
}
