/// A screen's presenter as the coordinator and the REPL see it: the commands it understands,
/// how it forwards them to its view model, and the routes it reports.
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// The screen's own commands (the coordinator adds the global ones).
    var commands: [CommandSpec] { get }
    /// Called with every route the screen asks for.
    var onRoute: ((RouteRequest) -> Void)? { get set }
    /// Binds the view model's outputs to `view` and tells the view model the screen loaded.
    func attach(_ view: any View)
    /// The screen is shown again after the one above it was popped.
    func reappear()
    /// Handles one of `commands`, already parsed and checked against its spec.
    func perform(_ command: ParsedCommand)
    /// Candidates for argument `index` of `command`, given what the screen shows now.
    func argumentCompletions(for command: String, index: Int) -> [String]
    /// Deep-link paths to what the screen shows now (`items/3` for each listed item), offered
    /// when completing `open PATH`.
    var deepLinks: [String] { get }
}

extension ScreenPresenter {
    public func reappear() {}
    public func argumentCompletions(for command: String, index: Int) -> [String] { [] }
    public var deepLinks: [String] { [] }
}
