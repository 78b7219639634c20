public import Presenters

/// An item's commands.
public enum ItemDetailCommand: Sendable {
    case buy

    /// What an item's screen suggests (worded by a front end).
    public enum Hint: String, ScreenHint {
        /// The item is for sale: buy it.
        case buy

        public static let screen = "ItemDetail"  // words: a code, not words
    }

    /// The code of the question `buy` asks before it buys.
    public static let confirmPurchase = Hint.screen + ".confirmPurchase"
}
