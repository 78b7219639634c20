public import Models

/// Every sentence JSON Lines adds to what the screens say (the answers to requests that came at the wrong
/// time), as a key with its arguments; `English.swift` and `Japanese.swift` say each one, and those of
/// `RequestProblem` and `ValueKind`.
public enum JSONWords: Words, Equatable {
    case nothingAsked
    case answerWith([String])
    case noSecretAsked
    case questionWaiting
    case secretWaiting
}

extension Language {
    /// `language.say(.nothingAsked)`: JSON Lines' words in this language.
    func say(_ words: JSONWords) -> String { words.text(in: self) }
}

/// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: keys as a sentence lists them, with `conjunction`, the others
/// apart by `separator` (Japanese writes `、`).
func list(_ keys: [String], _ conjunction: String, separator: String = ", ") -> String {
    let quoted = keys.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: separator) + " \(conjunction) " + last
}
