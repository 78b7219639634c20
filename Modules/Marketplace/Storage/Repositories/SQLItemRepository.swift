internal import GRDB
public import MarketplaceModels
public import MarketplaceUseCases
public import Models
public import Storage
import UseCases

/// `ItemRepository` on the `items` table; search matches name or seller case-insensitively in any script.
public struct SQLItemRepository: ItemRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func items(
        matching query: String?, offset: Int, limit: Int
    ) async throws -> (items: [Item], totalCount: Int) {
        let query = (query?.isEmpty ?? true) ? nil : query
        let offset = max(0, offset)
        let limit = max(0, limit)
        return try database.read { db in
            // Both statements are prepared once per connection and kept (`cachedStatement`).
            let filter: String
            var arguments: StatementArguments
            if let query {
                let contains = TextSearch.functionName
                filter = "WHERE \(contains)(name, :query) OR \(contains)(seller, :query)"
                arguments = ["query": query]
            } else {
                filter = ""
                arguments = [:]
            }
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM items \(filter)"), arguments: arguments) ?? 0
            _ = arguments.append(contentsOf: ["limit": limit, "offset": offset])
            let records = try ItemRecord.fetchAll(
                db.cachedStatement(sql: "SELECT \(ItemRecord.columns) FROM items \(filter) ORDER BY id LIMIT :limit OFFSET :offset"),
                arguments: arguments
            )
            return (items: records.map { $0.item() }, totalCount: total)
        }
    }

    public func item(id: Item.ID) async throws -> Item? {
        try database.read { db in
            try ItemRecord.find(db, id: id.rawValue)?.item()
        }
    }
}
