import Coordinator
import Foundation
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

/// Navigation itself, through the `Navigator` API a GUI would call (and through typed commands where a
/// screen asks to go somewhere).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AppCoordinatorTests {
    let app = TestApp()
    var coordinator: AppCoordinator { app.coordinator }
    var view: TranscriptView { app.view }

    @Test func startsOnLoginAndLogsInToHome() async {
        coordinator.start()
        #expect(app.paths == ["login"])
        #expect(!coordinator.isSignedIn)
        #expect(view.takeAppeared() == ["login (Log in)"])
        #expect(!coordinator.back() && !coordinator.home() && !coordinator.open(.home), "nothing moves before login")

        await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(app.paths == ["home"])
        #expect(coordinator.isSignedIn)
        #expect(view.takeAppeared() == ["home (Home)"])
        let shown = [
            "Log in", "Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.",
            "Email: demo@bazaar.dev", "Password set.", "Ready: type 'submit' to log in.", "Welcome, Demo.",
        ]
        #expect(Array(view.take().prefix(shown.count)) == shown, "then what each feature shows on home (its tests check that)")
    }

    @Test func logoutReleasesEverythingOfTheSessionAndCancelsItsWork() async {
        await expectLogoutReleasesEverything(opening: [])
    }

    /// Logs in, opens home and then each of `routes`, and logs out: login was released once it finished,
    /// and logging out releases every view model and flow of the session (a feature's tests call it with
    /// their own screens).
    func expectLogoutReleasesEverything(opening routes: [MainRoute], sourceLocation: SourceLocation = #_sourceLocation) async {
        coordinator.start()
        let loginPresenter = Weak(coordinator.screens.last?.presenter)
        let authFlow = Weak(coordinator.activeFlow)
        await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(
            loginPresenter.object == nil && authFlow.object == nil, "login is released once it finishes", sourceLocation: sourceLocation)

        coordinator.open(.home)
        for route in routes { coordinator.open(route) }
        await app.effects.waitUntilIdle()
        let session = [Weak(coordinator.activeFlow)] + coordinator.viewModels.map { Weak($0) }
        coordinator.logOut()
        #expect(app.paths == ["login"], sourceLocation: sourceLocation)
        #expect(!coordinator.isSignedIn, sourceLocation: sourceLocation)
        #expect(session.allSatisfy { $0.object == nil }, sourceLocation: sourceLocation)
        coordinator.logOut()
        #expect(app.paths == ["login"], "logging out when signed out does nothing", sourceLocation: sourceLocation)
    }
}
