public import Models

/// Every sentence of a text front end's shell (command summaries, hints, what help, back, home, open and
/// logout say) as a key with its arguments; `English.swift` and `Japanese.swift` say each one. Command names
/// (`help`, `buy`, `select N`) are what a person types, and stay the same in every language.
public enum ShellWords: Words, Equatable {
    case helpSummary
    case whereSummary
    case quitSummary
    case backSummary
    case homeSummary
    case openSummary
    case logoutSummary
    case commandHeader
    case whatItDoesHeader
    case firstScreen(location: String)
    case alreadyHome
    case unknownPath(String, paths: [String])
    case loggedOut
    case logInFirst(command: String)
    case notLoggedIn
}

/// Why a command's arguments were refused, naming the argument (never what was typed for it).
public enum UsageProblem: Equatable, Sendable {
    case missing(String)
    case outOfRange(String)
    case notANumber(String)
    case notYesOrNo(String)
    /// Not a day written `YYYY-MM-DD` (`27/11/2026`).
    case notADate(String)
    /// Written `YYYY-MM-DD`, and no day of the calendar (`2026-02-30`).
    case noSuchDay(String)
    /// Not an amount (`ten`, `1,00`).
    case notAnAmount(String, Currency)
    /// An amount with more digits after the point than the currency has (`10.5` yen, `3.505` dollars).
    case tooManyFractionDigits(String, Currency)
    case tooManyWords
    /// A quote was opened and not closed.
    case unclosedQuote
    /// Too many words after a command that takes a secret: its name, to type alone to be asked.
    case tooManyWordsForSecret(command: String)
}

extension Currency {
    /// An amount as a person types it in this currency, for an example: `¥1,000`, `$3.50`.
    var typedExample: String { Money(minorUnits: minorUnitDigits == 0 ? 1_000 : 350, currency: self).description }
}

extension Language {
    /// `language.say(.alreadyHome)`: the shell's words in this language.
    func say(_ words: ShellWords) -> String { words.text(in: self) }

    /// What cannot be done, in this language, with the key's code.
    func alert(_ words: ShellWords) -> Alert { Alert(words, in: self) }
}
