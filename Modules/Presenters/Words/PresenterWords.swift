public import Foundation
public import Models

/// Every word the presenters put on a view (titles, labels, column headers, busy lines) as a key with its
/// arguments; `English.swift` and `Japanese.swift` say each one.
public enum PresenterWords: Words, Equatable {
    case home
    /// A date to the day, in UTC.
    case day(Date)
    /// A date to the minute, in UTC.
    case minute(Date)
    case number
    /// A field that is yes or no (`make feature`'s `done:Bool`), as a screen shows it.
    case yesOrNo(Bool)
}

extension Language {
    /// `language.say(.home)`: a presenter's words in this language.
    public func say(_ words: PresenterWords) -> String { words.text(in: self) }

    /// What cannot be done, in this language, with the key's code.
    public func alert(_ words: PresenterWords) -> Alert { Alert(words, in: self) }
}
