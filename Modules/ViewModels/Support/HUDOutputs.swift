/// The house idiom's first two outputs (Modules/ViewModels/README.md), which every screen's outputs refine:
/// `showHUD(what)` when work starts, and `dismissHUD()` when it ends, before anything else about it (its
/// result, its failure, or where to go next).
@MainActor
public protocol HUDOutputs: AnyObject {
    /// Work is in flight, with what it is ("Loading items…").
    var showHUD: ((String) -> Void)? { get set }
    /// The work in flight ended; always before its result.
    var dismissHUD: (() -> Void)? { get set }
}
