public import Models
public import Presenters
public import UseCases
public import ViewModels

/// Owns navigation and nothing else: runs the auth flow until login, then the main flow until logout, and
/// moves around the stack (back, home, open, logout) for whichever front end drives it.
///
/// It knows no commands, prompts or text: a command shell or a GUI calls its `Navigator` methods.
@MainActor
public final class AppCoordinator: Navigator {
    private enum ActiveFlow {
        case auth(AuthFlow)
        case main(MainFlow)
    }

    private let factory: ScreenFactory
    private let view: any ScreenView
    private let effects: Effects
    private let endSession: @Sendable () async throws -> Void
    private var active: ActiveFlow?

    /// - Parameters:
    ///   - language: the language every screen speaks.
    ///   - features: each feature's screens, in the order home and help list them.
    public init(
        environment: UseCaseEnvironment, language: Language, features: [FeatureScreens], effects: Effects, view: any ScreenView
    ) {
        self.factory = ScreenFactory(environment: environment, language: language, features: features, effects: effects)
        self.view = view
        self.effects = effects
        self.endSession = environment.login.logOut
        effects.takesFailure = { [weak self] error in self?.sessionEnded(by: error) ?? false }
    }

    /// Shows the login screen.
    public func start() {
        startAuth()
    }

    // MARK: Navigator

    public var screens: [NavigationEntry] {
        switch active {
        case let .auth(flow): flow.navigation.screens.map { NavigationEntry(path: $0.path, route: nil, presenter: $0.presenter) }
        case let .main(flow): flow.navigation.screens.map { NavigationEntry(path: $0.path, route: $0.route, presenter: $0.presenter) }
        case nil: []
        }
    }

    public var top: NavigationEntry? {
        switch active {
        case let .auth(flow): flow.navigation.top.map { NavigationEntry(path: $0.path, route: nil, presenter: $0.presenter) }
        case let .main(flow): flow.navigation.top.map { NavigationEntry(path: $0.path, route: $0.route, presenter: $0.presenter) }
        case nil: nil
        }
    }

    public var isSignedIn: Bool {
        if case .main = active { true } else { false }
    }

    public var routes: RouteTable<MainRoute> { factory.routes }

    @discardableResult
    public func back() -> Bool {
        guard case let .main(flow) = active else { return false }
        return flow.back()
    }

    @discardableResult
    public func home() -> Bool {
        guard case let .main(flow) = active else { return false }
        return flow.home()
    }

    @discardableResult
    public func open(_ route: MainRoute) -> Bool {
        guard case let .main(flow) = active else { return false }
        flow.open(route)
        return true
    }

    /// Ends the main flow (its screens' work is cancelled), ends the session where it is kept (a server
    /// revokes its token) as work of the app's own, which the front end waits for like any other, and shows
    /// the login screen.
    public func logOut() {
        guard case let .main(flow) = active else { return }
        end(flow)
        startAuth()
    }

    /// When a use case says the session is gone (it expired, or was revoked elsewhere), the signed-in part
    /// ends as at logout, the view says why in one line, and the login screen is shown; the screen whose
    /// work found out shows nothing of it. True when `error` was that.
    private func sessionEnded(by error: any Error) -> Bool {
        guard error as? SessionError == .notSignedIn, case let .main(flow) = active else { return false }
        end(flow)
        view.setBusy(nil)
        view.show(.error(Alert(SessionError.notSignedIn, in: factory.language)))
        startAuth()
        return true
    }

    /// Ends the signed-in part: its screens and their work, and the session where it is kept, as work of
    /// the app's own that the front end waits for like any other, but that a Ctrl-C does not cancel: a
    /// server's token is revoked, not forgotten here and left good there.
    private func end(_ flow: MainFlow) {
        flow.end()
        let endSession = endSession
        effects.perform({ try await Task { try await endSession() }.value }) { [weak self] result in
            // Said after the login screen: the server still has the session (`SessionError.notEndedOnServer`).
            guard case let .failure(error as SessionError) = result, let self else { return }
            self.view.show(.error(Alert(error, in: self.factory.language)))
        }
    }

    // MARK: For tests (package access: this package's tests see them, an app that depends on it does not)

    /// The running flow (an `AuthFlow` or a `MainFlow`), so tests can prove flows are released.
    package var activeFlow: AnyObject? {
        switch active {
        case let .auth(flow): flow
        case let .main(flow): flow
        case nil: nil
        }
    }

    /// The view models on the stack, bottom first, so tests can prove they are released.
    package var viewModels: [AnyObject] {
        switch active {
        case let .auth(flow): flow.navigation.screens.map(\.viewModel)
        case let .main(flow): flow.navigation.screens.map(\.viewModel)
        case nil: []
        }
    }

    // MARK: Flows

    private func startAuth() {
        let flow = AuthFlow(factory: factory, view: view)
        flow.onFinish = { [weak self, weak flow] session in
            flow?.navigation.endAll()
            self?.startMain(session)
        }
        active = .auth(flow)
        flow.start()
    }

    private func startMain(_ session: Session) {
        let flow = MainFlow(session: session, factory: factory, view: view)
        active = .main(flow)
        flow.start()
    }
}
