public import Coordinator
import Foundation
public import JSONLines
import Models
import Presenters
public import TestSupport
public import TextShell
public import UseCases
public import ViewModels

/// A JSON Lines session over a real coordinator and command shell, with use cases from closures (each
/// feature's stubs come from its own tests, and record what they were asked to change in `recorded`).
@MainActor
public final class JSONLinesApp {
    /// The startup's events: hello, the login screen, its done.
    public static let startup = [
        #"{"type":"hello","version":7}"#,
        #"{"type":"screen","path":"login","title":"Log in"}"#,
        #"{"type":"heading","text":"Log in"}"#,
        #"{"type":"hint","code":"Login.howTo","text":"Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command."}"#,
        #"{"type":"done","ok":true}"#,
    ]

    public static let logIn = [#"{"command":"email demo@bazaar.dev"}"#, #"{"command":"password bazaar-demo"}"#, #"{"command":"submit"}"#]

    public let output = EventBuffer()
    /// What the stubbed use cases were asked to change, in order, in a few words each (a feature's stubs
    /// record their writes here: "buy 3").
    public let recorded = CallLog<String>()
    public let effects = Effects()
    public let view: JSONLinesView
    public let coordinator: AppCoordinator
    public let shell: CommandShell

    /// The app with the screens of `features` (a feature tree's tests give its own), on use cases that fail the
    /// test when called unless `customize` sets them (given `recorded`, for a feature's stubs to record their
    /// writes in); the demo logs in with its password.
    public init(
        features: [FeatureScreens] = [], customize: (inout UseCaseEnvironment, CallLog<String>) -> Void = { _, _ in }
    ) {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { _, password in
            guard password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        customize(&environment, recorded)
        view = JSONLinesView(output: output)
        let app = TextApp(environment: environment, language: .english, features: features.signingIn, effects: effects, view: view)
        (coordinator, shell) = (app.coordinator, app.shell)
    }

    /// Runs a session on `source` to its end; returns its exit status.
    public func run(_ source: ScriptedSource, bail: Bool = false) async -> Int32 {
        let session = JSONLinesSession(input: source, view: view, shell: shell, bailsOnFailure: bail)
        return await session.run { coordinator.start() }
    }
}
