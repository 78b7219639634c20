import MarketplaceModels
import MarketplaceUseCases
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

@Suite(.timeLimit(.minutes(1))) struct SQLItemRepositoryTests {
    let items: SQLItemRepository

    init() throws {
        items = try StorageFixtures.inMemory(parts: [.marketplace]).items
    }

    @Test func pagesAreSlicesInIdOrderWithTheTotalCount() async throws {
        let first = try await items.items(matching: nil, offset: 0, limit: 10)
        let second = try await items.items(matching: nil, offset: 10, limit: 10)
        let last = try await items.items(matching: nil, offset: 40, limit: 10)
        let beyond = try await items.items(matching: nil, offset: 100, limit: 10)

        #expect(first.items.map(\.id.rawValue) == Array(1...10))
        #expect(second.items.map(\.id.rawValue) == Array(11...20))
        #expect(last.items.map(\.id.rawValue) == Array(41...48))
        #expect(beyond.items.isEmpty)
        #expect([first, second, last, beyond].allSatisfy { $0.totalCount == 48 })
    }

    @Test func negativeOffsetAndLimitAreClamped() async throws {
        let page = try await items.items(matching: nil, offset: -5, limit: -1)

        #expect(page.items.isEmpty)
        #expect(page.totalCount == 48)
    }

    @Test func anEmptyQueryMatchesEverything() async throws {
        #expect(try await items.items(matching: "", offset: 0, limit: 100).totalCount == 48)
    }

    @Test(arguments: ["camera", "CAMERA", "CaMeRa"])
    func asciiSearchIgnoresCase(query: String) async throws {
        let result = try await items.items(matching: query, offset: 0, limit: 100)

        #expect(result.items.map(\.id.rawValue) == [1, 25])
        #expect(result.totalCount == 2)
    }

    @Test(arguments: [
        ("café", [Int64(2)]), ("CAFÉ", [2]), ("Café AU LAIT", [2]),
        ("kyūsu", [3]), ("KYŪSU", [3]), ("急須", [3]),
        ("über", [31]), ("ÜBER-SOFT", [31]), ("CRÈME BRÛLÉE", [21]),
        ("こけし", [39]), ("PIÑATA", [47]),
    ])
    func nonASCIISearchIgnoresCase(query: String, expected: [Int64]) async throws {
        let result = try await items.items(matching: query, offset: 0, limit: 100)

        #expect(result.items.map(\.id.rawValue) == expected)
        #expect(result.totalCount == expected.count)
    }

    @Test func searchMatchesTheSellerToo() async throws {
        let upper = try await items.items(matching: "ATELIER ŌMI", offset: 0, limit: 100)
        let lower = try await items.items(matching: "ōmi", offset: 0, limit: 100)
        let zoe = try await items.items(matching: "ZOË", offset: 0, limit: 100)

        #expect(upper.items.map(\.id.rawValue) == [2, 13, 33, 44])
        #expect(lower.items == upper.items)
        #expect(zoe.items.map(\.id.rawValue) == [5, 10, 26, 31, 47])
    }

    @Test func searchResultsPageWithTheirOwnTotal() async throws {
        let first = try await items.items(matching: "kitchen second", offset: 0, limit: 4)
        let second = try await items.items(matching: "kitchen second", offset: 4, limit: 4)

        #expect(first.items.map(\.id.rawValue) == [7, 14, 21, 27])
        #expect(second.items.map(\.id.rawValue) == [35, 45])
        #expect(first.totalCount == 6)
        #expect(second.totalCount == 6)
    }

    @Test(arguments: ["%", "_", "e%", "no such thing"])
    func wildcardsAreLiteralAndNonMatchesAreEmpty(query: String) async throws {
        let result = try await items.items(matching: query, offset: 0, limit: 100)

        #expect(result.items.isEmpty)
        #expect(result.totalCount == 0)
    }

    @Test func findsOneItemById() async throws {
        let item = try await items.item(id: Item.ID(3))

        let expected = Item(
            id: Item.ID(3), name: "Kyūsu teapot 急須", seller: "Haruka S.", price: .yen(3_800), isSold: false
        )
        #expect(item == expected)
        #expect(try await items.item(id: Item.ID(999)) == nil)
    }

    @Test func pagingThroughTheUseCaseCoversEveryItemOnce() async throws {
        let useCase = ItemsUseCase.live(repository: items, pageSize: 10)

        var seen: [Int64] = []
        var page = try await useCase.page(1, nil)
        seen += page.elements.map(\.id.rawValue)
        while page.hasNext {
            page = try await useCase.page(page.number + 1, nil)
            seen += page.elements.map(\.id.rawValue)
        }

        #expect(page.pageCount == 5)
        #expect(seen == Array(1...48))
    }
}
