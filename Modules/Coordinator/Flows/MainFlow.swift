import Models
import Presenters

/// The signed-in part of the app: home and everything reached from it. Finishes on logout.
@MainActor
public final class MainFlow {
    /// Called once when the user logs out.
    var onFinish: (() -> Void)?
    let session: Session
    let navigation: NavigationStack
    private let factory: ScreenFactory

    init(session: Session, factory: ScreenFactory, view: any View) {
        self.session = session
        self.factory = factory
        self.navigation = NavigationStack(view: view)
    }

    func start() {
        show(.home)
    }

    /// Goes back one screen; `false` at home.
    func back() -> Bool {
        navigation.pop()
    }

    /// Goes back to home; `false` when already there.
    func home() -> Bool {
        navigation.popToRoot()
    }

    /// Screens a deep link still has to show, pushed one at a time by `advance()`.
    private var pending: [Route] = []

    /// Replaces everything above home with `routes` (which start at home), as if walked to: the first
    /// screen above home is shown now, each further one by `advance()` once the one below has loaded.
    func open(_ routes: [Route]) {
        let revealsHome = routes.count == 1
        let popped = navigation.popToRoot(reappear: revealsHome)
        if revealsHome && !popped { navigation.top?.presenter.reappear() }
        pending = Array(routes.dropFirst())
        advance()
    }

    /// Shows the next screen of a deep link; `false` when there is none left.
    @discardableResult
    func advance() -> Bool {
        guard !pending.isEmpty else { return false }
        show(pending.removeFirst())
        return true
    }

    /// Forgets the rest of a deep link (the user cancelled it).
    func cancelPending() {
        pending = []
    }

    private func show(_ route: Route) {
        let screen = factory.make(route, session: session)
        navigation.push(screen) { [weak self, weak presenter = screen.presenter] request in
            guard let self, let presenter else { return }
            self.route(request, from: presenter)
        }
    }

    private func route(_ request: RouteRequest, from presenter: any ScreenPresenter) {
        switch request {
        case .loggedIn: break
        case .items: show(.items)
        case let .item(id): show(.item(id))
        case .transactions: show(.transactions)
        case let .transaction(id): show(.transaction(id))
        case .back:
            // Only the screen on top may leave; the rest of a deep link to it is moot.
            guard navigation.top?.presenter === presenter else { return }
            cancelPending()
            navigation.pop()
        case .logout: onFinish?()
        }
    }
}
