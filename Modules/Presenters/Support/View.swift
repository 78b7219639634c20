/// What a presenter can ask of the screen it drives. The REPL implements it for a terminal;
/// tests implement it with a fake that records every call.
@MainActor
public protocol View: AnyObject {
    /// Shows one piece of the screen.
    func show(_ display: Display)
    /// Shows that work is in flight (`label`), or that it ended (`nil`).
    func setBusy(_ label: String?)
    /// Asks for a secret without echoing it; `nil` when the user cancelled or input ended.
    func readSecret(prompt: String) -> String?
    /// Asks a yes-or-no question; `true` only for an explicit yes.
    func confirm(_ question: String) -> Bool
}
