import Models
import Presenters

/// The signed-out part of the app: the login screen. Finishes with a session.
@MainActor
public final class AuthFlow {
    /// Called once, with the session, when the user has logged in.
    var onFinish: ((Session) -> Void)?
    let navigation: NavigationStack
    private let factory: ScreenFactory

    init(factory: ScreenFactory, view: any View) {
        self.factory = factory
        self.navigation = NavigationStack(view: view)
    }

    func start() {
        navigation.push(factory.makeLogin()) { [weak self] request in self?.route(request) }
    }

    private func route(_ request: RouteRequest) {
        if case let .loggedIn(session) = request { onFinish?(session) }
    }
}
