import Models

extension MainRoute {
    /// The item this route shows: its id for `.item`, nil for every other route.
    var itemID: Item.ID? { if case let .item(id) = self { id } else { nil } }
}
