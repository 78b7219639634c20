public import MarketplaceModels
public import Models

/// Where the catalog of items is kept.
public protocol ItemRepository: Sendable {
    /// Items whose name or seller contains `query` (case-insensitively; all when `nil`), in id order,
    /// `limit` of them after skipping `offset`, and how many match in all.
    func items(matching query: String?, offset: Int, limit: Int) async throws -> (items: [Item], totalCount: Int)
    /// The item with this id, or `nil`.
    func item(id: Item.ID) async throws -> Item?
}
