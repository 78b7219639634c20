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
    /// The screen at `path` (`items/3`) is now the one shown, titled `title`, for the first time.
    func screenDidAppear(path: String, title: String)
    /// The screen at `path` is shown again, the one above it gone (back): its presenter then says only what
    /// changed, and a view that shows one screen at a time (a web page) shows again what it drew before.
    func screenDidReappear(path: String, title: String)
}

extension ScreenView {
    public func screenDidAppear(path: String, title: String) {}
    /// A view that keeps what it drew (a terminal's lines) takes a screen shown again as one shown.
    public func screenDidReappear(path: String, title: String) { screenDidAppear(path: path, title: title) }
}
