/// A screen's presenter as every front end sees it: its title, the commands it understands (one enum of
/// what a user can do there, with no words of any front end) and how it draws on a view.
///
/// A GUI sends the cases from its buttons (`presenter.perform(.select(row: 3))`); a text front end gives
/// each case its command words in the TextShell module (`extension ItemsCommand: CommandSet`).
@MainActor
public protocol CommandPresenter: AnyObject {
    /// The screen's commands.
    associatedtype Command: Sendable

    /// The screen's title, such as "Home".
    var title: String { get }
    /// Binds the view model's outputs to `view` and tells the view model the screen loaded.
    func attach(_ view: any ScreenView)
    /// The screen is shown again after the one above it was popped: say where the user is and what changed.
    func reappear()
    /// Handles one of the screen's commands (typed by a person, or sent by a GUI's button).
    func perform(_ command: Command)
    /// Completion candidates for an argument that completes to rows: the numbers of the rows shown.
    var rowNumbers: [String] { get }
    /// Deep-link paths to what the screen shows now (`items/3` for each listed item), offered when
    /// completing `open PATH`.
    var deepLinks: [String] { get }
}

extension CommandPresenter {
    public var rowNumbers: [String] { [] }
    public var deepLinks: [String] { [] }
}

/// A presenter that reports where its screen asks to go as a `Request` of its flow (`MainRequest`,
/// `AuthRequest`), so the compiler rejects a request the flow cannot handle.
@MainActor
public protocol ScreenPresenter<Request>: CommandPresenter {
    associatedtype Request
    /// Called with every request the screen makes.
    var onRequest: ((Request) -> Void)? { get set }
}

/// The commands of a screen that has none of its own (only the global ones work there): there are none.
public enum NoCommand: Sendable {}

extension CommandPresenter where Command == NoCommand {
    /// Never called: there is no command to perform.
    public func perform(_ command: NoCommand) {}
}
