import Models
import Presenters

/// The signed-out part of the app: the login screen. Finishes with a session.
@MainActor
public final class AuthFlow {
    /// Called once, with the session, when the user has logged in.
    var onFinish: ((Session) -> Void)?
    let navigation: NavigationStack<AuthRoute, AuthRequest>
    private let factory: ScreenFactory

    init(factory: ScreenFactory, view: any ScreenView) {
        self.factory = factory
        self.navigation = NavigationStack(view: view)
        navigation.onRequest = { [weak self] request, _ in self?.handle(request) }
    }

    func start() {
        navigation.push(factory.makeLogin())
    }

    private func handle(_ request: AuthRequest) {
        switch request {
        case let .loggedIn(session): onFinish?(session)
        }
    }
}
