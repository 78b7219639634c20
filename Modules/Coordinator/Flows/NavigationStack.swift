import Presenters

/// The screens of one flow, bottom first. Pushing attaches a screen to the view; popping releases it.
@MainActor
final class NavigationStack {
    private(set) var screens: [Screen] = []
    private let view: any View

    init(view: any View) {
        self.view = view
    }

    var top: Screen? { screens.last }

    /// Shows `screen` on top; its presenter reports routes to `onRoute`.
    func push(_ screen: Screen, onRoute: @escaping (RouteRequest) -> Void) {
        screen.presenter.onRoute = onRoute
        screens.append(screen)
        screen.presenter.attach(view)
    }

    /// Pops the top screen and tells the one revealed that it is shown again; `false` at the root.
    @discardableResult
    func pop() -> Bool {
        guard screens.count > 1 else { return false }
        screens.removeLast()
        screens.last?.presenter.reappear()
        return true
    }

    /// Pops everything above the root, which reappears; `false` when already at the root.
    @discardableResult
    func popToRoot(reappear: Bool = true) -> Bool {
        guard screens.count > 1 else { return false }
        screens.removeSubrange(1...)
        if reappear { screens.last?.presenter.reappear() }
        return true
    }
}
