import MarketplaceModels
import MarketplaceUseCases
import Models
import TestSupport
import Testing
import UseCases

/// Items in memory, recording the queries it was asked.
final class InMemoryItems: ItemRepository {
    let items: [Item]
    let queries = CallLog<String>()
    let failure: (any Error)?

    init(count: Int, failure: (any Error)? = nil) {
        items = (1...Int64(count)).map { Item(id: Item.ID($0), name: "Item \($0)", seller: "Aki", price: .yen($0 * 100), isSold: false) }
        self.failure = failure
    }

    func items(matching query: String?, offset: Int, limit: Int) async throws -> (items: [Item], totalCount: Int) {
        if let failure { throw failure }
        queries.append("\(query ?? "-") \(offset) \(limit)")
        return (Array(items.dropFirst(offset).prefix(limit)), items.count)
    }

    func item(id: Item.ID) async throws -> Item? {
        if let failure { throw failure }
        return items.first { $0.id == id }
    }
}

@Suite(.timeLimit(.minutes(1))) struct ItemsUseCaseTests {
    @Test func pagesAreTenItemsNumberedFromOne() async throws {
        let repository = InMemoryItems(count: 45)
        let useCase = ItemsUseCase.live(repository: repository)
        let first = try await useCase.page(1, nil)
        #expect(first.elements.map(\.id.rawValue) == Array(1...10))
        #expect((first.pageCount, first.hasNext, first.hasPrevious) == (5, true, false))
        let last = try await useCase.page(5, "  ")
        #expect(last.elements.map(\.id.rawValue) == Array(41...45))
        #expect((last.hasNext, last.hasPrevious) == (false, true))
        _ = try await useCase.page(0, " cam ")
        #expect(repository.queries.calls == ["- 0 10", "- 40 10", "cam 0 10"], "blank queries mean all; pages below 1 mean 1")
    }

    /// The search's rule is the use case's, on every store and through a server (whose contract's `q` has the
    /// same `maxLength`): it was the server handler's alone, and the app on its own file searched 4,000
    /// characters, and a NUL, which SQLite's comparison stops at.
    @Test func aSearchOver200CharactersOrHoldingANulIsRefusedBeforeTheRepositoryIsAsked() async throws {
        let repository = InMemoryItems(count: 3)
        let useCase = ItemsUseCase.live(repository: repository)
        await #expect(throws: FieldError.tooLong(field: Item.searchField, maximum: 200)) {
            try await useCase.page(1, String(repeating: "é", count: 201))
        }
        await #expect(throws: FieldError.nulCharacter(field: Item.searchField)) { try await useCase.page(1, "tea\u{0}pot") }
        _ = try await useCase.page(1, String(repeating: "é", count: 200))
        #expect(repository.queries.calls == [String(repeating: "é", count: 200) + " 0 10"])
    }

    /// A Japanese input method types letters full-width: `ＴｅａＰｏｔ` found nothing, on every store and
    /// through a server. The use case searches for them as ASCII; other text is searched as typed.
    @Test func aSearchTypedInFullWidthLettersIsASearchForThoseLetters() async throws {
        let repository = InMemoryItems(count: 3)
        let useCase = ItemsUseCase.live(repository: repository)
        _ = try await useCase.page(1, "　ＴｅａＰｏｔ ")
        _ = try await useCase.page(1, "ｔｅａｐｏｔ　急須")
        #expect(repository.queries.calls == ["TeaPot 0 10", "teapot　急須 0 10"])
    }

    @Test func aPageFarPastTheEndIsEmptyNotAnOverflow() async throws {
        let repository = InMemoryItems(count: 45)
        let useCase = ItemsUseCase.live(repository: repository)
        let far = try await useCase.page(.max, nil)
        #expect(far.elements.isEmpty)
        #expect((far.number, far.hasNext, far.hasPrevious) == (.max, false, true))
        #expect(repository.queries.calls == ["- \(Int.max) 10"], "an offset past every row, not a wrapped one")
    }

    @Test func oneItemOrNotFound() async throws {
        let useCase = ItemsUseCase.live(repository: InMemoryItems(count: 3))
        #expect(try await useCase.item(Item.ID(2)).name == "Item 2")
        await #expect(throws: ServiceError.notFound) { try await useCase.item(Item.ID(4)) }
    }

    @Test func repositoryFailuresBecomeUnavailable() async {
        struct Boom: Error {}
        let useCase = ItemsUseCase.live(repository: InMemoryItems(count: 3, failure: Boom()))
        await #expect(throws: ServiceError.unavailable) { try await useCase.page(1, nil) }
        await #expect(throws: ServiceError.unavailable) { try await useCase.item(Item.ID(1)) }
    }

    @Test func aCancelledReadIsCancelledNotUnavailable() async {
        let useCase = ItemsUseCase.live(repository: InMemoryItems(count: 3, failure: CancellationError()))
        await #expect(throws: CancellationError.self) { try await useCase.page(1, nil) }
        await #expect(throws: CancellationError.self) { try await useCase.item(Item.ID(1)) }
    }
}
