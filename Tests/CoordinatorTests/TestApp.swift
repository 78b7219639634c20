import Coordinator
import Foundation
import Models
import Presenters
import TestSupport
import TextShell
import UseCases
import ViewModels

/// A coordinator over test use cases, the command shell that drives it, and the view both draw on.
@MainActor
struct TestApp {
    let view = TranscriptView()
    let effects: Effects
    let coordinator: AppCoordinator
    let shell: CommandShell

    init(effects: Effects = Effects(), customize: (inout UseCaseEnvironment) -> Void = { _ in }) {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { email, password in
            guard email == "demo@bazaar.dev", password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        let features: [FeatureScreens] = [
            Self.marketplace(&environment)  // example
            // make feature: feature screens go above this line
        ]
        customize(&environment)
        self.effects = effects
        let app = TextApp(environment: environment, language: .english, features: features, effects: effects, view: view.recording)
        (coordinator, shell) = (app.coordinator, app.shell)
    }

    /// Where the user is: the path of the screen on top.
    var location: String { shell.location }
    /// The paths on the stack, bottom first.
    var paths: [String] { coordinator.screens.map(\.path) }

    /// Types each line and waits for the work it started.
    func run(_ lines: String...) async {
        for line in lines {
            _ = shell.handle(line)
            await shell.settle()
        }
    }

    /// Starts, logs in, and forgets what was shown on the way.
    func logIn() async {
        coordinator.start()
        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        _ = view.take()
        _ = view.takeAppeared()
    }
}
