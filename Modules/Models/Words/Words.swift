/// Something the app says to a person, as a key with its arguments: a case of an enum, said in every
/// `Language` by one exhaustive `switch` per language in the module's `Words/` folder. Logic chooses the key
/// and its arguments; only the catalog builds the sentence.
///
///     case let .tooManyAttempts(seconds): "Too many failed logins. Try again in \(seconds) seconds."  // English.swift
///     case let .tooManyAttempts(seconds): "ログインの失敗が多すぎます。\(seconds)秒後にもう一度お試しください。"  // Japanese.swift
///
/// A key missing from one language fails the build (the switch is not exhaustive), and `make test` checks
/// that every key takes the same arguments in every language, uses each, and is used
/// (`scripts/WordsCheck.swift`).
public protocol Words: Sendable {
    /// A stable code for the key (see the default below).
    var code: String { get }
    /// The words in English, the default and the fallback.
    var english: String { get }
    /// The words in Japanese.
    var japanese: String { get }
}

/// Words not translated yet: the English, shown as it is (English is the fallback), until a translator
/// replaces the call with the sentence. `make screen` writes new keys' Japanese this way, and `make test`
/// lists every one left (scripts/WordsCheck.swift).
///
///     case .profileTitle: untranslated("Profile")
public func untranslated(_ english: String) -> String { english }

extension Words {
    /// The words in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .japanese: japanese
        }
    }
}

extension Words {
    /// The key as a stable code a program relies on where the words may change (`--json` sends it beside
    /// them): the catalog's name without `Words`, a dot, and the case, such as `ViewModel.lastPage`. A type
    /// that prints itself (an error, whose `description` is its English) declares its own `code`.
    public var code: String {
        precondition(!(self is any CustomStringConvertible), "\(Self.self) prints itself: declare its code")
        let type = String(describing: Self.self)
        let key = String(describing: self).prefix { $0 != "(" }
        return (type.hasSuffix("Words") ? String(type.dropLast(5)) : type) + "." + key
    }
}
