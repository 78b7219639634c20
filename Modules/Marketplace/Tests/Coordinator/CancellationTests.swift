import AppTesting
import Coordinator
import MarketplaceCoordinator
import MarketplaceModels
import MarketplacePresenters
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

/// Work in flight is cancelled on every way a screen leaves the stack (a deep link replacing it, `home`
/// popping several screens, `back`, logout) and by Ctrl-C, with more than one piece of work running at
/// once; and only the work of what leaves is cancelled. Every test ends its clocks' waits (`elapse`) before
/// it waits for the app to be idle, so work that was wrongly left running fails the test at once instead of
/// hanging it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CancellationTests {
    /// The list on `items` refreshing and the item on `items/1` loading, both waiting on their clocks.
    func twoScreensLoading(_ slow: SlowLoads) async -> TestApp {
        let app = TestApp(slow: slow)
        await app.logIn()
        await app.run("items")  // the first page comes at once
        app.type("refresh")
        await slow.waitUntilSleeping(.page)
        app.type("1")
        await slow.waitUntilSleeping(.item)
        #expect(app.paths == ["home", "items", "items/1"])
        #expect(app.effects.isBusy)
        _ = app.view.take()
        _ = app.view.takeAppeared()
        return app
    }

    /// Home's balance refreshing and the item on `items/1` (a deep link) loading, both waiting on their clocks.
    func homeAndAnItemLoading(_ slow: SlowLoads) async -> TestApp {
        let app = TestApp(slow: slow)
        await app.logIn()
        app.type("open home")  // at home: a refresh, which asks for the balance again
        await slow.waitUntilSleeping(.balance)
        app.type("open items/1")
        await slow.waitUntilSleeping(.item)
        #expect(app.paths == ["home", "items", "items/1"])
        _ = app.view.take()
        _ = app.view.takeAppeared()
        return app
    }

    /// Weak references to every screen above home and its view model.
    func screensAboveHome(_ app: TestApp) -> [Weak] {
        app.coordinator.screens.dropFirst().map { Weak($0.presenter) } + app.coordinator.viewModels.dropFirst().map { Weak($0) }
    }

    @Test func aDeepLinkThatReplacesTheStackCancelsTheWorkOfEveryScreenItReplaces() async {
        let slow = SlowLoads([.page, .item])
        let app = await twoScreensLoading(slow)
        let replaced = screensAboveHome(app)

        app.type("open transactions")
        await slow.elapse()
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls.sorted() == [.item, .page], "both replaced screens' loads were cancelled")
        #expect(app.paths == ["home", "transactions"])
        #expect(replaced.allSatisfy { $0.object == nil }, "the replaced screens were released")
        #expect(!app.view.take().contains { $0.contains("cancelled") }, "a replaced screen says nothing")
    }

    @Test func homePoppingSeveralScreensCancelsTheWorkOfEachOne() async {
        let slow = SlowLoads([.page, .item])
        let app = await twoScreensLoading(slow)
        let popped = screensAboveHome(app)

        app.type("home")
        await slow.elapse()
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls.sorted() == [.item, .page], "the loads of both popped screens were cancelled")
        #expect(app.paths == ["home"])
        #expect(popped.allSatisfy { $0.object == nil }, "the popped screens were released")
        #expect(!app.view.take().contains { $0.contains("cancelled") }, "a popped screen says nothing")
    }

    /// `back` pops one screen: its work is cancelled, and the work of the screen below goes on.
    @Test func backCancelsThePoppedScreensWorkAndNothingBelowIt() async {
        let slow = SlowLoads([.balance, .item])
        let app = await homeAndAnItemLoading(slow)

        app.type("back")
        #expect(app.paths == ["home", "items"])
        await slow.elapse()
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls == [.item], "only the popped screen's load was cancelled; home's went on")
        #expect(!app.view.take().contains { $0.contains("cancelled") })
    }

    @Test func loggingOutCancelsTheWorkOfEveryScreenOfTheSession() async {
        let slow = SlowLoads([.balance, .item])
        let app = await homeAndAnItemLoading(slow)
        let session = [Weak(app.coordinator.activeFlow)] + app.coordinator.viewModels.map { Weak($0) }

        app.type("logout")
        await slow.elapse()
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls.sorted() == [.balance, .item], "home's and the item's loads were both cancelled")
        #expect(app.paths == ["login"])
        #expect(session.allSatisfy { $0.object == nil })
        #expect(!app.view.take().contains { $0.contains("cancelled") || $0.hasPrefix("Error") }, "nothing of the ended session is shown")
    }

    /// Ctrl-C (the shell's `cancelWork()`, which the terminal calls on SIGINT) cancels every piece of work
    /// in flight on every screen, and each screen says so; nothing is popped but what leaves by itself.
    @Test func ctrlCCancelsEveryPieceOfWorkInFlightOnEveryScreen() async {
        let slow = SlowLoads([.balance, .item])
        let app = await homeAndAnItemLoading(slow)

        app.shell.cancelWork()
        await slow.elapse()
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls.sorted() == [.balance, .item])
        #expect(!app.effects.isBusy)
        let shown = app.view.take()
        #expect(shown.contains("Error: Loading your balance was cancelled."), "home says its refresh was cancelled")
        #expect(shown.contains("Error: Loading cancelled."), "the item says its load was cancelled")
        #expect(app.paths == ["home", "items"], "the item, with nothing loaded, left by itself; home stayed")
    }
}
