/// A language the app speaks. English is the default and the fallback; each case has one file of words per
/// module that shows text (`Words/English.swift`, `Words/Japanese.swift`), so adding a case here fails the
/// build until every module says everything in it.
public enum Language: String, Sendable, CaseIterable, Equatable {
    case english = "en"
    case japanese = "ja"

    /// The language the POSIX locale variables name, in their order of precedence: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG` (the first one set and not empty decides). `ja_JP.UTF-8`, `ja_JP` and `ja`
    /// mean Japanese; anything else (`C`, `POSIX`, `en_US.UTF-8`, a language the app does not speak) means
    /// English.
    public init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = name.prefix { $0.isLetter }.lowercased()
        self = Language(rawValue: code) ?? .english
    }
}
