/// What a presenter can ask of the view it drives: the one contract every front end implements (the
/// terminal, the JSON Lines front end, a UIKit view controller or a SwiftUI model).
///
/// Nothing here blocks: a question is asked with `ask(_:)`, which returns at once, and answered later,
/// when the user has answered, through the `Question` itself. A GUI implements it on its main thread.
@MainActor
public protocol ScreenView: AnyObject {
    /// Shows one piece of the screen.
    func show(_ display: Display)
    /// Shows that work is in flight (`label`), or that it ended (`nil`).
    func setBusy(_ label: String?)
    /// Asks the user `question`; the view answers it later, exactly once (a view that goes away, or input
    /// that ends, answers no).
    func ask(_ question: Question)
    /// The screen at `path` (`items/3`) is now the one shown, titled `title`; called when a screen is
    /// first shown and each time it is shown again.
    func screenDidAppear(path: String, title: String)
}

extension ScreenView {
    public func screenDidAppear(path: String, title: String) {}
}
