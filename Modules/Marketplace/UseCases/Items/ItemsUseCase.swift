public import MarketplaceModels
public import Models
import UseCases

/// Browses and searches the catalog, a page at a time.
public struct ItemsUseCase: Sendable {
    /// Page `number` (from 1) of the items matching `query` (all when `nil` or blank); throws `ServiceError`,
    /// or the `FieldError` of a query no store compares (`Item.search`).
    public var page: @Sendable (_ number: Int, _ query: String?) async throws -> Page<Item>
    /// One item; throws `ServiceError.notFound` when there is none.
    public var item: @Sendable (_ id: Item.ID) async throws -> Item

    public init(
        page: @escaping @Sendable (_ number: Int, _ query: String?) async throws -> Page<Item>,
        item: @escaping @Sendable (_ id: Item.ID) async throws -> Item
    ) {
        self.page = page
        self.item = item
    }
}

extension ItemsUseCase {
    /// Pages through an `ItemRepository`, `pageSize` items to a page.
    public static func live(repository: any ItemRepository, pageSize: Int = 10) -> Self {
        precondition(pageSize > 0, "pageSize must be positive")
        return Self(
            page: { number, query in
                let normalized = try Item.search(query)
                let number = max(1, number)
                // A page number from outside (a deep link, a request) can be any Int: past the last row is empty.
                let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
                let (items, total) = try await mapErrors {
                    try await repository.items(matching: normalized, offset: overflow ? .max : offset, limit: pageSize)
                }
                return Page(elements: items, number: number, size: pageSize, totalCount: total)
            },
            item: { id in
                guard let item = try await mapErrors({ try await repository.item(id: id) }) else {
                    throw ServiceError.notFound
                }
                return item
            }
        )
    }
}
