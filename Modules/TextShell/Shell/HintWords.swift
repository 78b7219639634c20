public import Presenters

/// A screen's hints as a text front end says them (`extension ItemDetailCommand.Hint: HintWords`, beside
/// the screen's command words in `Screens/`): a hint names a command, so its words belong with them.
public protocol HintWords: ScreenHint {
    /// The sentence, such as "Type 'buy' to buy it."
    var words: String { get }
}

extension Hint {
    /// The hint as a text front end says it; its `code` when its screen gave it no words, which a
    /// transcript would show at once.
    public var words: String { (value as? any HintWords)?.words ?? code }
}
