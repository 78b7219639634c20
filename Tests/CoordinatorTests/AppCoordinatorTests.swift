import AppTesting
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
        await app.expectLogoutReleasesEverything(opening: [])
    }
}
