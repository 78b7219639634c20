import Presenters
import ViewModels

/// The screens of one flow, bottom first. Only the top one is drawn: a screen is attached to the view the
/// first time it is shown and told it reappears after that. Popping a screen cancels its work and releases it.
@MainActor
final class NavigationStack<Route: Routable, Request> {
    private(set) var screens: [Screen<Route, Request>] = []
    private let view: any ScreenView
    /// Called with every request a screen on the stack makes, and the presenter that made it.
    var onRequest: ((Request, AnyObject) -> Void)?

    init(view: any ScreenView) {
        self.view = view
    }

    var top: Screen<Route, Request>? { screens.last }

    /// Puts `screen` on top and shows it.
    func push(_ screen: Screen<Route, Request>) {
        bind(screen)
        screens.append(screen)
        show(screen)
    }

    /// Keeps the first `kept` screens (at least the first), puts `below` and then `top` above them, as if walked
    /// to, releasing whatever else was there; only `top` is drawn.
    func replace(keeping kept: Int, with below: [Screen<Route, Request>], top: Screen<Route, Request>) {
        let kept = max(1, min(kept, screens.count))
        end(screens[kept...])
        screens.removeSubrange(kept...)
        for screen in below + [top] { bind(screen) }
        screens += below + [top]
        show(top)
    }

    /// Puts `root` in place of every screen, releasing them, and shows it: drawn whole, as when first shown.
    func replaceAll(with root: Screen<Route, Request>) {
        end(screens[...])
        screens = []
        push(root)
    }

    /// Pops the top screen and shows the one revealed; `false` at the root.
    @discardableResult
    func pop() -> Bool {
        guard screens.count > 1 else { return false }
        end([screens.removeLast()])
        if let top { show(top) }
        return true
    }

    /// Pops everything above the root and shows it; `false` when already at the root.
    @discardableResult
    func popToRoot() -> Bool {
        guard screens.count > 1 else { return false }
        end(screens.dropFirst())
        screens.removeSubrange(1...)
        if let top { show(top) }
        return true
    }

    /// Cancels the work of every screen (the flow is ending).
    func endAll() {
        end(screens[...])
    }

    private func bind(_ screen: Screen<Route, Request>) {
        screen.presenter.onRequest = { [weak self, weak presenter = screen.presenter] request in
            guard let self, let presenter else { return }
            self.onRequest?(request, presenter)
        }
    }

    private func show(_ screen: Screen<Route, Request>) {
        if screen.hasAppeared {
            view.screenDidReappear(path: screen.path, title: screen.presenter.title)
            screen.presenter.reappear()
        } else {
            view.screenDidAppear(path: screen.path, title: screen.presenter.title)
            screen.hasAppeared = true
            screen.presenter.attach(view)
        }
    }

    private func end(_ popped: ArraySlice<Screen<Route, Request>>) {
        for screen in popped { screen.effects.cancelAll() }
    }
}
