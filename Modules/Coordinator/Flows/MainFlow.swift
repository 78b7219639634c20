import Models
import Presenters

/// The signed-in part of the app: home and everything reached from it. Ends on logout.
@MainActor
public final class MainFlow {
    let session: Session
    let navigation: NavigationStack<MainRoute, MainRequest>
    private let factory: ScreenFactory
    /// Where the person was when `open` replaced the stack, and the screen it opened: while that screen is
    /// on top, it can send them back there (`MainRequest.notThere`). Any other move forgets it.
    private var beforeOpen: (routes: [MainRoute], opened: AnyObject)?

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
        beforeOpen = nil
        return navigation.pop()
    }

    /// Goes back to home; `false` when already there.
    func home() -> Bool {
        beforeOpen = nil
        return navigation.popToRoot()
    }

    /// Shows `route` with the screens below it as if walked to from where the person is: those already on the
    /// stack stay as they are (the list an item was opened from keeps its page and search), the others are built;
    /// only `route` is drawn, whole and anew: opening home makes it anew (a refresh when already there), as a
    /// web page of it must show all of it.
    func open(_ route: MainRoute) {
        show(factory.routes.stack(for: route), comingFrom: navigation.screens.map(\.route))
    }

    /// Makes the stack `stack` (home first), as if walked to; only its top is drawn, and made anew. With
    /// `origin`, the screen on top may send the person back there (remembered before it is drawn, so before its
    /// work).
    private func show(_ stack: [MainRoute], comingFrom origin: [MainRoute]? = nil) {
        beforeOpen = nil
        guard stack.count > 1 else {
            navigation.replaceAll(with: factory.make(.home, session: session))
            return
        }
        // The screens below the top that are already there, in place.
        let kept = zip(stack.dropLast(), navigation.screens).prefix { $0 == $1.route }.count
        let screens = stack.dropFirst(kept).map { factory.make($0, session: session) }
        let top = screens[screens.count - 1]
        if let origin { beforeOpen = (origin, top.presenter) }
        navigation.replace(keeping: kept, with: Array(screens.dropLast()), top: top)
    }

    /// The flow is ending: cancel the work of every screen.
    func end() {
        navigation.endAll()
    }

    private func handle(_ request: MainRequest, from presenter: AnyObject) {
        switch request {
        case let .show(route):
            beforeOpen = nil
            navigation.push(factory.make(route, session: session))
        case .back, .notThere:
            // Only the screen on top may leave.
            guard navigation.top?.presenter === presenter else { return }
            // Not there, and opened by `open`: back to where the person was. Otherwise the screen below.
            if request == .notThere, let beforeOpen, beforeOpen.opened === presenter {
                show(beforeOpen.routes)
            } else {
                _ = back()
            }
        }
    }
}
