import Foundation
public import Models

/// Browses and searches the catalog, a page at a time.
public protocol ItemsUseCase: Sendable {
    /// Page `number` (from 1) of the items matching `query` (all when `nil` or blank); throws `ServiceError`.
    func page(_ number: Int, matching query: String?) async throws -> Page<Item>
    /// One item; throws `ServiceError.notFound` when there is none.
    func item(_ id: Item.ID) async throws -> Item
}

/// Pages through an `ItemRepository`, ten items to a page by default.
public struct DefaultItemsUseCase: ItemsUseCase {
    /// Items per page.
    public let pageSize: Int
    private let repository: any ItemRepository

    public init(repository: any ItemRepository, pageSize: Int = 10) {
        precondition(pageSize > 0, "pageSize must be positive")
        self.repository = repository
        self.pageSize = pageSize
    }

    public func page(_ number: Int, matching query: String?) async throws -> Page<Item> {
        let query = query?.trimmingCharacters(in: .whitespaces)
        let normalized = (query?.isEmpty ?? true) ? nil : query
        let number = max(1, number)
        let (items, total) = try await mapErrors {
            try await repository.items(matching: normalized, offset: (number - 1) * pageSize, limit: pageSize)
        }
        return Page(elements: items, number: number, size: pageSize, totalCount: total)
    }

    public func item(_ id: Item.ID) async throws -> Item {
        guard let item = try await mapErrors({ try await repository.item(id: id) }) else {
            throw ServiceError.notFound
        }
        return item
    }
}
