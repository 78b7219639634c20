/// How output looks on this terminal: with ANSI colour or plain.
public struct Style: Sendable, Equatable {
    /// Whether to emit colour escapes.
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Plain text, for scripts, pipes, `NO_COLOR` and dumb terminals.
    public static let plain = Style(usesColor: false)

    /// Colour only on a terminal, never with `NO_COLOR` set (to anything non-empty), `--no-color`
    /// or `TERM=dumb`.
    public static func detect(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Style {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let term = environment["TERM"] ?? ""
        return Style(usesColor: isTerminal && !noColor && !noColorFlag && !term.isEmpty && term != "dumb")
    }

    enum Tone: String {
        case bold = "1", dim = "2", red = "31", green = "32", cyan = "36", boldBlue = "1;34"
    }

    func paint(_ text: String, _ tone: Tone) -> String {
        usesColor ? "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The prompt for a location: `bazaar items/3> `.
    func prompt(for location: String) -> String {
        paint("bazaar", .boldBlue) + " " + location + "> "
    }
}
