/// An item's commands.
public enum ItemDetailCommand: Sendable {
    case buy
}
