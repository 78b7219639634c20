import Foundation
import Models
import Presenters

#if canImport(UIKit)
    import UIKit
#endif

/// Any screen in UIKit through its presenter: the presenter's displays become labels, busy work an
/// activity indicator, and its questions alerts. A team replaces it screen by screen with view
/// controllers of their own, like `LoginViewController`.
final class ScreenViewController: UIViewController, ScreenView {
    let stack = UIStackView()
    let activity = UIActivityIndicatorView(style: .medium)
    private let attach: (any ScreenView) -> Void

    /// - Parameter attach: binds the screen's presenter to this view, such as `{ presenter.attach($0) }`.
    init(attach: @escaping (any ScreenView) -> Void) {
        self.attach = attach
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        view.addSubview(stack)
        attach(self)
    }

    func show(_ display: Display) {
        let label = UILabel()
        label.text = display.text
        stack.addArrangedSubview(label)
    }

    func setBusy(_ label: String?) {
        if label == nil { activity.stopAnimating() } else { activity.startAnimating() }
    }

    func screenDidAppear(path: String, title: String) {
        self.title = title
    }
}

extension Display {
    /// The display as one piece of text, for a label.
    var text: String {
        switch self {
        case let .heading(text), let .line(text), let .success(text): text
        case let .error(alert): alert.text
        case let .fields(fields): fields.map { "\($0.label): \($0.value)" }.joined(separator: "\n")
        case let .table(table): table.rows.map { $0.map(\.description).joined(separator: "  ") }.joined(separator: "\n")
        // A hint names what to do next (`Login.ready`); a GUI shows the control that does it instead.
        case .hint: ""
        }
    }
}
