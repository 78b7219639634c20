/// What a user can do next, said apart from the screen's data: "Available" is the item's status, how to
/// buy it is a hint. Presenters name hints and hold no front end's words: a text front end words them from
/// its commands (TextShell: "Type 'buy' to buy it."), a GUI may highlight the control instead, and `--json`
/// sends the `code` beside the words.
///
/// Each screen declares its hints as a `ScreenHint` enum beside its command enum
/// (`LoginCommand.Hint.ready`) and shows one with `view.show(.hint(.init(LoginCommand.Hint.ready)))`.
public struct Hint: Hashable, Sendable, CustomStringConvertible {
    /// The hint as its screen declared it, where a front end finds its words.
    public let value: any ScreenHint
    /// Stable, for programs: the screen's hint type and case, such as `Login.ready`.
    public let code: String

    public init<H: ScreenHint>(_ value: H) {
        self.value = value
        code = H.screen + "." + value.rawValue
    }

    public static func == (lhs: Hint, rhs: Hint) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
    public var description: String { code }
}

/// One screen's hints, as an enum of plain cases (`enum Hint: String, ScreenHint { case buy }`).
public protocol ScreenHint: Sendable, RawRepresentable<String> {
    /// The screen's name in hint codes: `ItemDetail`.
    static var screen: String { get }
}
