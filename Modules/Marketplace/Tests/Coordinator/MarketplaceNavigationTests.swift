import AppTesting
import Coordinator
import Foundation
import MarketplaceCoordinator
import MarketplaceModels
import MarketplacePresenters
import MarketplaceUseCases
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

/// The marketplace's screens in navigation, through the `Navigator` API a GUI would call (and through typed
/// commands where a screen asks to go somewhere).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MarketplaceNavigationTests {
    let app = TestApp.marketplace()
    var coordinator: AppCoordinator { app.coordinator }
    var view: TranscriptView { app.view }

    /// The marketplace, with the number of each page of items it loads logged in `pages`.
    static func app(loggingPagesIn pages: CallLog<Int>) -> TestApp {
        TestApp.marketplace { environment in
            let page = environment.marketplace.items.page
            environment.marketplace.items.page = { number, query in
                pages.append(number)
                return try await page(number, query)
            }
        }
    }

    @Test func logoutReleasesEverythingOfAMarketplaceScreenToo() async {
        await app.expectLogoutReleasesEverything(opening: [.marketplace(.item(Item.ID(1)))])
    }

    @Test func aScreensRequestPushesItsRouteAndBackReleasesWhatItPops() async throws {
        await app.logIn()
        #expect(coordinator.open(.marketplace(.items)))
        await app.effects.waitUntilIdle()
        try #require(coordinator.screens.last?.presenter as? ItemsPresenter).perform(.select(row: 3))
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home", "items", "items/3"])
        #expect(view.takeAppeared() == ["items (Items)", "items/3 (Item 3)"])

        let popped = Weak(coordinator.screens.last?.presenter)
        let poppedModel = Weak(coordinator.viewModels.last)
        #expect(popped.object != nil && poppedModel.object != nil)
        #expect(coordinator.back())
        #expect(app.paths == ["home", "items"])
        #expect(popped.object == nil && poppedModel.object == nil, "the popped presenter and view model are released")
        #expect(view.takeAppeared() == ["items (Items)"])

        let listModel = Weak(coordinator.viewModels.last)
        #expect(coordinator.home())
        #expect(!coordinator.home(), "already home")
        #expect(listModel.object == nil, "home releases everything above it")
        #expect(app.paths == ["home"])
    }

    @Test func aDeepLinkBuildsTheStackButDrawsOnlyTheScreenItLandsOn() async {
        let pages = CallLog<Int>()
        let app = Self.app(loggingPagesIn: pages)
        await app.logIn()
        #expect(app.coordinator.open(.marketplace(.item(Item.ID(3)))))
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home", "items", "items/3"])
        #expect(app.view.takeAppeared() == ["items/3 (Item 3)"])
        #expect(app.view.take() == ["Thing 3", "Item: #3", "Seller: Aki", "Price: ¥300", "Status: Available", "Type 'buy' to buy it."])
        #expect(pages.calls.isEmpty, "the list below is built, not loaded")

        #expect(app.coordinator.back())
        await app.effects.waitUntilIdle()
        #expect(pages.calls == [1], "the list loads when it is first shown")
        #expect(app.view.takeAppeared() == ["items (Items)"])
        #expect(
            app.view.take().prefix(2) == [
                "Items for sale. Type a row number to open one; 'next' and 'prev' turn pages; 'search TEXT' filters.",
                "Page 1 of 3 · 25 items",
            ])
    }

    /// A link from a list to one of its rows keeps that list below it, as walking there does: back showed a new
    /// list on its first page (the web front end's Back lost the page and the search).
    @Test func aLinkKeepsTheScreensAlreadyBelowItAndBackFindsThemAsTheyWere() async throws {
        let pages = CallLog<Int>()
        let app = Self.app(loggingPagesIn: pages)
        await app.logIn()
        await app.run("items", "next")
        let list = Weak(app.coordinator.viewModels.last)
        #expect(app.coordinator.open(.marketplace(.item(Item.ID(3)))))
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home", "items", "items/3"])
        let isTheListBefore = app.coordinator.viewModels[1] === list.object
        #expect(isTheListBefore, "the list it was opened from")

        _ = app.view.take()
        #expect(app.coordinator.back())
        await app.effects.waitUntilIdle()
        #expect(pages.calls == [1, 2, 2], "the list shown again is its second page")
        #expect(app.view.take() == ["Items"], "unchanged: only where the person is")
    }

    @Test func openingHomeAtHomeRefreshesIt() async {
        let balances = CallLog<Int>()
        let app = TestApp.marketplace { environment in
            environment.marketplace.wallet.balance = { _ in
                balances.append(1)
                return balances.calls.count == 1 ? .yen(10_000) : .yen(9_000)
            }
        }
        await app.logIn()
        #expect(app.coordinator.open(.home))
        await app.effects.waitUntilIdle()
        #expect(balances.calls.count == 2, "the balance was asked again")
        #expect(app.view.take() == ["Welcome, Demo.", "Balance: ¥9,000"])
        #expect(app.view.takeAppeared() == ["home (Home)"])
    }

    /// Opening home from another screen draws all of it, as a web page of it must (bazaar-web showed only
    /// "Home" on every visit after the first: what had not changed was not said again).
    @Test func openingHomeFromAnotherScreenDrawsAllOfIt() async {
        await app.logIn()
        #expect(app.coordinator.open(.marketplace(.items)))
        await app.effects.waitUntilIdle()
        _ = view.take()
        #expect(app.coordinator.open(.home))
        await app.effects.waitUntilIdle()
        #expect(view.take() == ["Welcome, Demo.", "Balance: ¥10,000"])
        #expect(app.paths == ["home"])
    }

    /// A link to something that is not there leaves the person where they were, not on the screen below it.
    @Test func aLinkToAnItemThatIsNotThereLeavesYouWhereYouWereAndReleasesItsScreen() async {
        await app.logIn()
        _ = view.take()
        app.coordinator.open(.marketplace(.item(Item.ID(99))))
        let missing = Weak(coordinator.viewModels.last)
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home"], "back home, where the link was followed from")
        #expect(missing.object == nil)
        #expect(view.take().first == "Error: There is no item 99.")
        #expect(view.takeAppeared().last == "home (Home)")

        await app.run("transactions")
        _ = view.take()
        app.coordinator.open(.marketplace(.transaction(Transaction.ID(999))))
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home", "transactions"], "back on the list it was followed from")
        #expect(view.take().first == "Error: You have no transaction 999.")
    }

    /// Only a link remembers where it came from: an item opened from the list it is on, that has gone
    /// meanwhile, goes back to that list; and a later move forgets the link's origin.
    @Test func aScreenPushedFromAListGoesBackToThatList() async {
        let app = TestApp.marketplace { environment in
            environment.marketplace.items.item = { _ in throw ServiceError.notFound }
        }
        await app.logIn()
        await app.run("items")
        await app.run("1")
        #expect(app.paths == ["home", "items"])

        await app.run("home", "transactions")
        await app.run("open items/2")
        #expect(app.paths == ["home", "transactions"], "the link's origin")
        await app.run("home", "items", "1")
        #expect(app.paths == ["home", "items"], "pushed after the link: its list, not the link's origin")
    }

    /// A failure that is not "not there" (the service, a cancelled load) leaves for the screen below, as before.
    @Test func aLinkWhoseSubjectCannotBeLoadedGoesToTheScreenBelowIt() async {
        let app = TestApp.marketplace { environment in
            environment.marketplace.items.item = { _ in throw ServiceError.unavailable }
        }
        await app.logIn()
        await app.run("open items/3")
        #expect(app.paths == ["home", "items"])
        #expect(app.view.take().contains("Error: Could not load item 3. \(ServiceError.unavailable)"))
    }

    @Test func poppingAScreenWhileItsLoadIsInFlightCancelsTheWorkAndReleasesTheScreen() async {
        let slow = SlowLoads([.item])
        let app = TestApp(slow: slow)
        await app.logIn()
        app.coordinator.open(.marketplace(.item(Item.ID(1))))
        let screen = Weak(app.coordinator.screens.last?.presenter)
        let model = Weak(app.coordinator.viewModels.last)
        await slow.waitUntilSleeping(.item)
        #expect(app.effects.isBusy)

        #expect(app.coordinator.back())
        await slow.elapse()  // work wrongly left running finishes now, rather than at the time limit
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls == [.item], "the popped screen's load was cancelled")
        #expect(!app.effects.isBusy, "nothing is left running")
        #expect(screen.object == nil && model.object == nil, "the screen was released")
        #expect(!app.view.take().contains { $0.contains("cancelled") }, "a popped screen says nothing")
    }

    /// Logging out ends the session's work, not only its screens: a load still in flight is cancelled and
    /// says nothing. (A mutant that skipped it survived: the logout test below waits for the work first.)
    @Test func loggingOutWhileALoadIsInFlightCancelsIt() async {
        let slow = SlowLoads([.item])
        let app = TestApp(slow: slow)
        await app.logIn()
        app.coordinator.open(.marketplace(.item(Item.ID(1))))
        await slow.waitUntilSleeping(.item)
        _ = app.view.take()

        app.coordinator.logOut()
        await slow.elapse()
        await app.effects.waitUntilIdle()
        #expect(slow.cancelled.calls == [.item], "the session's load was cancelled")
        #expect(!app.effects.isBusy)
        #expect(app.paths == ["login"])
        #expect(!app.view.take().contains { $0.contains("cancelled") || $0.hasPrefix("Error") }, "nothing of the ended session is shown")
    }

    /// The marketplace signed in, its session's end (`logOut`) waiting for `release`, then recording in `ended`
    /// whether it ran cancelled.
    func signedIn(endingTheSessionOnceReleased release: AsyncStream<Void>, recordingIn ended: CallLog<Bool>) async -> TestApp {
        let app = TestApp.marketplace { environment in
            environment.login.logOut = {
                for await _ in release { break }
                ended.append(Task.isCancelled)
            }
        }
        await app.logIn()
        return app
    }

    /// Logging out ends the session where it is kept (a server revokes its token), once, as work the front
    /// end waits for before it reads the next line, so a `quit` right after cannot cut it short. Typed at
    /// the login screen, `logout` ends nothing.
    @Test func loggingOutEndsTheSessionOnceAndTheFrontEndWaitsForIt() async {
        let ended = CallLog<Bool>()
        let release = AsyncStream<Void>.makeStream()
        let app = await signedIn(endingTheSessionOnceReleased: release.stream, recordingIn: ended)
        app.coordinator.logOut()
        #expect(app.paths == ["login"])
        #expect(app.effects.isBusy, "the session's end is work the front end waits for")
        release.continuation.yield()
        await app.effects.waitUntilIdle()
        #expect(ended.calls.count == 1)

        app.coordinator.logOut()
        await app.effects.waitUntilIdle()
        #expect(ended.calls.count == 1, "at the login screen there is no session to end")
    }

    /// A Ctrl-C right after `logout` does not cancel the session's end: a server's token is revoked all the
    /// same (it was cancelled, and the app forgot a token the server still took until its own expiry).
    @Test func aCtrlCAfterLogoutDoesNotCancelTheSessionsEnd() async {
        let ended = CallLog<Bool>()
        let release = AsyncStream<Void>.makeStream()
        let app = await signedIn(endingTheSessionOnceReleased: release.stream, recordingIn: ended)
        app.coordinator.logOut()
        app.effects.cancelAll()
        release.continuation.yield()
        await app.effects.waitUntilIdle()
        #expect(ended.calls == [false])
    }

    /// A logout the server did not carry out (it did not answer) says so after the login screen: it said only
    /// "Logged out.", while the session stayed open on the server until it expired.
    @Test func aLogoutTheServerDidNotCarryOutSaysTheSessionIsStillOpenThere() async {
        let app = TestApp.marketplace { environment in
            environment.login.logOut = { throw SessionError.notEndedOnServer }
        }
        await app.logIn()
        _ = app.view.take()
        await app.run("logout")
        #expect(app.paths == ["login"])
        #expect(app.view.take().suffix(1) == ["Error: " + SessionError.notEndedOnServer.description])
    }

    /// A session that ended on the server (expired, revoked) ends the signed-in part wherever the app is:
    /// one line says why, the login screen is shown, the screen that found out shows nothing, and the
    /// session is ended where it is kept. (Found by the server's 401 on any call.)
    @Test func aSessionThatEndedElsewhereReturnsToTheLoginScreenWithOneLine() async {
        let ended = CallLog<Void>()
        let app = TestApp.marketplace { environment in
            environment.login.logOut = { ended.append(()) }
            environment.marketplace.items.item = { _ in throw SessionError.notSignedIn }
        }
        await app.logIn()
        await app.run("open items/3")
        #expect(app.paths == ["login"])
        #expect(
            app.view.take() == [
                "Error: " + SessionError.notSignedIn.description, "Log in",
                "Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.",
            ])
        #expect(ended.calls.count == 1, "the session is ended where it is kept too")
        #expect(!app.effects.isBusy)

        await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(app.paths == ["home"], "and one can log in again")
    }

    /// Other failures stay the screen's own.
    @Test func aFailureThatIsNotTheSessionsStaysWithItsScreen() async {
        let app = TestApp.marketplace { environment in
            environment.marketplace.items.item = { _ in throw ServiceError.notFound }
        }
        await app.logIn()
        await app.run("open items/3")
        #expect(app.paths == ["home"], "the item's screen went back where the person was, as it does when its item is not found")
        #expect(app.view.take().contains("Error: There is no item 3."))
    }

    /// Only the screen on top may leave by itself: a screen further down asking to leave (say its late load
    /// failed) pops nothing. (A mutant that let any screen pop the top survived.)
    @Test func aScreenBelowTheTopAskingToLeaveChangesNothing() async {
        await app.logIn()
        coordinator.open(.marketplace(.transaction(Transaction.ID(1))))
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home", "transactions", "transactions/1"])
        _ = view.take()

        let home = coordinator.screens.first?.presenter as? HomePresenter
        #expect(home != nil)
        home?.onRequest?(.back)
        await app.effects.waitUntilIdle()
        #expect(app.paths == ["home", "transactions", "transactions/1"])
        #expect(view.take().isEmpty)
    }

    @Test(arguments: [
        MainRoute.marketplace(.items), .marketplace(.item(Item.ID(3))), .marketplace(.transactions),
        .marketplace(.transaction(Transaction.ID(1))),
    ])
    func everyScreenADeepLinkBuildsIsReleasedByHomeAndByBack(route: MainRoute) async {
        await app.logIn()
        for leave in [{ coordinator.home() }, { coordinator.back() }] {
            coordinator.open(route)
            await app.effects.waitUntilIdle()
            #expect(app.paths.last == route.path)
            let above =
                coordinator.screens.dropFirst().map { Weak($0.presenter) }
                + coordinator.viewModels.dropFirst().map { Weak($0) }
            #expect(above.count == 2 * (app.coordinator.routes.stack(for: route).count - 1))
            while app.paths != ["home"] { _ = leave() }
            await app.effects.waitUntilIdle()
            #expect(above.allSatisfy { $0.object == nil }, "every screen of the deep link to \(route.path) was released")
        }
    }
}
