public import Models
public import Presenters

/// A screen's hints as a text front end says them (`extension NotesCommand.Hint: HintWords`, beside the
/// screen's command words in its feature's folder): a hint names a command, so its words belong with them.
public protocol HintWords: ScreenHint {
    /// The sentence's key, in its screen's catalog, such as `NotesShellWords.notesHowTo`.
    var words: any Words { get }
}

extension Hint {
    /// The hint as a text front end says it in `language`; its `code` when its screen gave it no words,
    /// which a transcript would show at once.
    public func words(in language: Language) -> String { (value as? any HintWords)?.words.text(in: language) ?? code }
}
