#if !canImport(UIKit)
    import Foundation

    // Just enough of UIKit's shape for the examples to compile, and run in tests, where UIKit does not exist.
    // On Apple platforms the real UIKit is used and this file is empty.

    @MainActor class UIResponder {}

    @MainActor class UIView: UIResponder {
        private(set) var subviews: [UIView] = []
        func addSubview(_ view: UIView) { subviews.append(view) }
    }

    @MainActor class UIViewController: UIResponder {
        let view = UIView()
        var title: String?
        private(set) var presentedViewController: UIViewController?
        private var isLoaded = false

        init(nibName: String?, bundle: Bundle?) {}
        required init?(coder: NSCoder) { nil }

        func viewDidLoad() {}

        func loadViewIfNeeded() {
            guard !isLoaded else { return }
            isLoaded = true
            viewDidLoad()
        }

        func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
            presentedViewController = viewController
            completion?()
        }
    }

    @MainActor final class UIAction {
        let handler: (UIAction) -> Void
        init(handler: @escaping (UIAction) -> Void) { self.handler = handler }
    }

    @MainActor class UIControl: UIView {
        struct Event: OptionSet, Sendable {
            let rawValue: Int
            static let touchUpInside = Event(rawValue: 1)
            static let editingChanged = Event(rawValue: 2)
        }

        struct State: OptionSet, Sendable {
            let rawValue: Int
            static let normal = State([])
        }

        var isEnabled = true
        private var actions: [(Event, UIAction)] = []

        func addAction(_ action: UIAction, for events: Event) { actions.append((events, action)) }

        func sendActions(for events: Event) {
            for (registered, action) in actions where !registered.isDisjoint(with: events) { action.handler(action) }
        }
    }

    @MainActor final class UITextField: UIControl {
        var text: String?
        var isSecureTextEntry = false
    }

    @MainActor final class UIButton: UIControl {
        enum ButtonType { case system }
        private(set) var currentTitle: String?

        convenience init(type: ButtonType) { self.init() }
        func setTitle(_ title: String?, for state: UIControl.State) { currentTitle = title }
    }

    @MainActor final class UILabel: UIView {
        var text: String?
    }

    enum NSLayoutConstraint {
        enum Axis { case horizontal, vertical }
    }

    @MainActor final class UIStackView: UIView {
        var axis = NSLayoutConstraint.Axis.horizontal
        private(set) var arrangedSubviews: [UIView] = []
        func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view) }
    }

    @MainActor final class UIActivityIndicatorView: UIView {
        enum Style { case medium }
        private(set) var isAnimating = false

        init(style: Style) {}
        func startAnimating() { isAnimating = true }
        func stopAnimating() { isAnimating = false }
    }

    @MainActor final class UIAlertAction {
        enum Style { case `default`, cancel, destructive }
        let title: String?
        let style: Style
        let handler: ((UIAlertAction) -> Void)?

        init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    @MainActor final class UIAlertController: UIViewController {
        enum Style { case alert, actionSheet }
        let message: String?
        private(set) var actions: [UIAlertAction] = []
        private(set) var textFields: [UITextField]?

        init(title: String?, message: String?, preferredStyle: Style) {
            self.message = message
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        func addAction(_ action: UIAlertAction) { actions.append(action) }

        func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
            let field = UITextField()
            configurationHandler?(field)
            textFields = (textFields ?? []) + [field]
        }
    }
#endif
