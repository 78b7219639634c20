/// Something the app says to a person, as a key with its arguments: a case of an enum, said in every
/// `Language` by one exhaustive `switch` per language in the module's `Words/` folder. Logic chooses the key
/// and its arguments; only the catalog builds the sentence.
///
///     case let .tooManyAttempts(seconds): "Too many failed logins. Try again in \(seconds) seconds."  // English.swift
///     case let .tooManyAttempts(seconds): "ログインの失敗が多すぎます。\(seconds)秒後にもう一度お試しください。"  // Japanese.swift
///
/// A key missing from one language fails the build (the switch is not exhaustive), and `WordsTests` in each
/// module's tests checks that every argument reaches the sentence in every language.
public protocol Words: Sendable {
    /// The words in English, the default and the fallback.
    var english: String { get }
    /// The words in Japanese.
    var japanese: String { get }
}

extension Words {
    /// The words in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .japanese: japanese
        }
    }
}
