import Models
import Presenters

/// The signed-in part of the app: home and everything reached from it. Ends on logout.
@MainActor
public final class MainFlow {
    let session: Session
    let navigation: NavigationStack<MainRoute, MainRequest>
    private let factory: ScreenFactory

    init(session: Session, factory: ScreenFactory, view: any ScreenView) {
        self.session = session
        self.factory = factory
        self.navigation = NavigationStack(view: view)
        navigation.onRequest = { [weak self] request, presenter in self?.handle(request, from: presenter) }
    }

    func start() {
        navigation.push(factory.make(.home, session: session))
    }

    /// Goes back one screen; `false` at home.
    func back() -> Bool {
        navigation.pop()
    }

    /// Goes back to home; `false` when already there.
    func home() -> Bool {
        navigation.popToRoot()
    }

    /// Shows `route` with the screens below it built as if walked to; only `route` is drawn. Opening home
    /// shows it again (a refresh when already there).
    func open(_ route: MainRoute) {
        let stack = MainRoute.table.stack(for: route)
        guard stack.count > 1 else {
            if !navigation.popToRoot() { navigation.reshowTop() }
            return
        }
        let screens = stack.dropFirst().map { factory.make($0, session: session) }
        navigation.replaceAboveRoot(with: Array(screens.dropLast()), top: screens[screens.count - 1])
    }

    /// The flow is ending: cancel the work of every screen.
    func end() {
        navigation.endAll()
    }

    private func handle(_ request: MainRequest, from presenter: AnyObject) {
        switch request {
        case let .show(route):
            navigation.push(factory.make(route, session: session))
        case .back:
            // Only the screen on top may leave.
            guard navigation.top?.presenter === presenter else { return }
            navigation.pop()
        }
    }
}
