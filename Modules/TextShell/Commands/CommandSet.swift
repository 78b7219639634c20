/// The commands one screen understands, as one enum: `enum LoginCommand { case email(String), password(Password?), submit }`.
///
/// `specs` declares each command once (its name, aliases, arguments, summary, and how its arguments become
/// a case); help, parsing, Tab completion, the history policy and secret masking all derive from it, and a
/// presenter dispatches with an exhaustive `switch` over the enum. A GUI sends the cases directly:
/// `presenter.perform(.select(row: 3))`.
public protocol CommandSet: Sendable {
    /// Every command of the set, in the order help lists them.
    static var specs: [CommandSpec<Self>] { get }
}
