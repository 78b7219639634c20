import Coordinator
import Foundation
import JSONLines
import Models
import Presenters
import TestSupport
import TextShell
import UseCases
import ViewModels

/// A JSON Lines session over a real coordinator and command shell, with use cases from closures (each
/// feature's stubs come from its own tests, and record what they were asked to change in `recorded`).
@MainActor
final class JSONLinesApp {
    /// The startup's events: hello, the login screen, its done.
    static let startup = [
        #"{"type":"hello","version":6}"#,
        #"{"type":"screen","path":"login","title":"Log in"}"#,
        #"{"type":"heading","text":"Log in"}"#,
        #"{"type":"hint","code":"Login.howTo","text":"Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command."}"#,
        #"{"type":"done","ok":true}"#,
    ]

    static let logIn = [#"{"command":"email demo@bazaar.dev"}"#, #"{"command":"password bazaar-demo"}"#, #"{"command":"submit"}"#]

    let output = EventBuffer()
    /// What the stubbed use cases were asked to change, in order, in a few words each (a feature's stubs
    /// record their writes here: "buy 3").
    let recorded = CallLog<String>()
    let effects = Effects()
    let view: JSONLinesView
    let coordinator: AppCoordinator
    let shell: CommandShell

    init(customize: (inout UseCaseEnvironment) -> Void = { _ in }) {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { _, password in
            guard password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        let features: [FeatureScreens] = [
            Self.marketplace(&environment, recording: recorded)  // example
        ]
        customize(&environment)
        view = JSONLinesView(output: output)
        let app = TextApp(environment: environment, language: .english, features: features, effects: effects, view: view)
        (coordinator, shell) = (app.coordinator, app.shell)
    }

    /// Runs a session on `source` to its end; returns its exit status.
    func run(_ source: ScriptedSource, bail: Bool = false) async -> Int32 {
        let session = JSONLinesSession(input: source, view: view, shell: shell, bailsOnFailure: bail)
        return await session.run { coordinator.start() }
    }
}
