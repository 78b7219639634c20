public import Coordinator
import Foundation
import LoginCoordinator
import Models
public import Presenters
import TestSupport
public import Testing
public import TextShell
public import UseCases
public import ViewModels

/// The app as a person types it, for the tests of the coordinator and of each feature's screens: a
/// coordinator over test use cases, the command shell that drives it, and the view both draw on.
@MainActor
public struct TestApp {
    public let view = TranscriptView()
    public let effects: Effects
    public let coordinator: AppCoordinator
    public let shell: CommandShell

    /// The app with the login screen and the screens of `features` (a feature tree's tests give its own), on use
    /// cases that fail the test when called unless `customize` sets them; the demo logs in with its password.
    public init(
        effects: Effects = Effects(), features: [FeatureScreens] = [], customize: (inout UseCaseEnvironment) -> Void = { _ in }
    ) {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { email, password in
            guard email == "demo@bazaar.dev", password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        customize(&environment)
        self.effects = effects
        let app = TextApp(
            environment: environment, language: .english, features: features.signingIn, effects: effects, view: view.recording)
        (coordinator, shell) = (app.coordinator, app.shell)
    }

    /// Where the user is: the path of the screen on top.
    public var location: String { shell.location }
    /// The paths on the stack, bottom first.
    public var paths: [String] { coordinator.screens.map(\.path) }

    /// Types each line and waits for the work it started.
    public func run(_ lines: String...) async {
        for line in lines {
            _ = shell.handle(line)
            await shell.settle()
        }
    }

    /// Types `line` and, unlike `run`, does not wait for the work it starts.
    public func type(_ line: String) {
        _ = shell.handle(line)
    }

    /// Starts, logs in, and forgets what was shown on the way.
    public func logIn() async {
        coordinator.start()
        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        _ = view.take()
        _ = view.takeAppeared()
    }
}

extension TestApp {
    /// Logs in, opens `path`, and logs out from there: back on the login screen, which says so (a
    /// feature's tests call it with their own screens).
    public func expectLogoutWorks(on path: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await logIn()
        await run("open home")
        await run("open \(path)")
        _ = view.take()
        await run("logout")
        #expect(paths == ["login"], sourceLocation: sourceLocation)
        #expect(
            view.take() == [
                "Logged out.", "Log in", "Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.",
            ], sourceLocation: sourceLocation)
    }

    /// Logs in, opens home and then each of `routes`, and logs out: login was released once it finished,
    /// and logging out releases every view model and flow of the session (a feature's tests call it with
    /// their own screens).
    public func expectLogoutReleasesEverything(opening routes: [MainRoute], sourceLocation: SourceLocation = #_sourceLocation) async {
        coordinator.start()
        let loginPresenter = Weak(coordinator.screens.last?.presenter)
        let authFlow = Weak(coordinator.activeFlow)
        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(
            loginPresenter.object == nil && authFlow.object == nil, "login is released once it finishes", sourceLocation: sourceLocation)

        coordinator.open(.home)
        for route in routes { coordinator.open(route) }
        await effects.waitUntilIdle()
        let session = [Weak(coordinator.activeFlow)] + coordinator.viewModels.map { Weak($0) }
        coordinator.logOut()
        #expect(paths == ["login"], sourceLocation: sourceLocation)
        #expect(!coordinator.isSignedIn, sourceLocation: sourceLocation)
        #expect(session.allSatisfy { $0.object == nil }, sourceLocation: sourceLocation)
        coordinator.logOut()
        #expect(paths == ["login"], "logging out when signed out does nothing", sourceLocation: sourceLocation)
    }
}

extension TestApp {
    /// Logs in with the screens of `features` and of each feature `make feature` wrote, and opens every route
    /// the table declares (an id is 1): each screen's command enum has words in the text shell (a
    /// `CommandSet`), as the login screen's does, or the terminal and JSON Lines would offer it no command.
    public static func expectEveryScreenHasWords(
        features: [FeatureScreens], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        // A screen a feature added opens on use cases this test does not know: they answer as a service
        // that is down (the screen says so), and the test still checks every screen's words.
        try await Unimplemented.$answersUnavailable.withValue(true) {
            let app = TestApp(features: features)
            app.coordinator.start()
            let login = try #require(app.coordinator.top, sourceLocation: sourceLocation)
            let loginHasWords = hasWords(login.presenter)
            #expect(loginHasWords, "\(login.path) has no words for its commands", sourceLocation: sourceLocation)
            await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
            #expect(app.coordinator.isSignedIn, sourceLocation: sourceLocation)
            var checked: [String] = []
            for template in app.coordinator.routes.templates {
                let path = template.split(separator: "/").map { $0 == "ID" ? "1" : String($0) }.joined(separator: "/")
                let route = try #require(
                    app.coordinator.routes.route(forPath: path), "\(template) makes no route", sourceLocation: sourceLocation)
                let opened = app.coordinator.open(route)
                #expect(opened, sourceLocation: sourceLocation)
                let top = try #require(app.coordinator.top, sourceLocation: sourceLocation)
                #expect(top.path == path, sourceLocation: sourceLocation)
                let topHasWords = hasWords(top.presenter)
                #expect(
                    topHasWords, "\(path): \(Swift.type(of: top.presenter)) has no words for its commands in TextShell",
                    sourceLocation: sourceLocation)
                checked.append(path)
            }
            await app.shell.settle()
            #expect(checked.count == app.coordinator.routes.templates.count && !checked.isEmpty, sourceLocation: sourceLocation)
        }
    }

    private static func hasWords<P: CommandPresenter>(_ presenter: P) -> Bool {
        P.Command.self is any CommandSet.Type
    }
}

extension [FeatureScreens] {
    /// These feature trees' screens after Login's: every test app opens on the login screen, as every program
    /// does (the skeleton's own tree, `Modules/Login`).
    var signingIn: [FeatureScreens] { [.login] + self }
}
