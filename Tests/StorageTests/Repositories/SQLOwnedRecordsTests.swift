import GRDB
import Models
import Storage
import StorageTesting
import TestSupport
import Testing
import UseCases

/// `SQLOwnedRecords` on a real SQLite database in memory, with a second account beside the demo's, on a table
/// of its own (`Memos`): what every generated feature's SQLite store promises, tested once here.
@Suite(.timeLimit(.minutes(1))) struct SQLOwnedRecordsTests {
    let memos: SQLOwnedRecords<Memos>
    let me = StorageFixtures.demo
    let neighbour = StorageFixtures.neighbour
    let content = Memo.Content(text: "Milk", amount: nil)
    let changed = Memo.Content(text: "Bread", amount: 250)

    init() async throws {
        let part = StoredPart(Memos.self) { _, _ in }
        memos = SQLOwnedRecords(database: try await StorageFixtures.inMemoryWithNeighbour(parts: [part]))
    }

    @Test func whatIsCreatedIsReadBackWithItsOwnerAndEveryField() async throws {
        for content in [content, changed] {
            let created = try await memos.create(content, owner: me)
            #expect(created.owner == me && created.content == content)
            #expect(try await memos.record(id: created.id, owner: me) == created)
        }
    }

    @Test func aKeyKeepsOneRecordPerOwnerAndAnswersWithItAgain() async throws {
        let key = try #require(IdempotencyKey("retry-1"))
        let first = try await memos.create(content, owner: me, key: key)
        #expect(!first.isReplay)
        #expect(try await memos.create(changed, owner: me, key: key) == Kept(first.value, isReplay: true), "the first one, unchanged")
        let theirs = try await memos.create(content, owner: neighbour, key: key).value
        #expect(theirs.id != first.value.id && theirs.owner == neighbour)
        #expect(try await memos.page(owner: me, offset: 0, limit: 10).totalCount == 1)
        _ = try await memos.create(content, owner: me)
        _ = try await memos.create(content, owner: me)
        #expect(try await memos.page(owner: me, offset: 0, limit: 10).totalCount == 3, "no key, no limit")
    }

    @Test func pagesAreNewestFirstWithTheOwnersCount() async throws {
        var ids: [Memo.ID] = []
        for _ in 1...3 { ids.append(try await memos.create(content, owner: me).id) }
        _ = try await memos.create(content, owner: neighbour)

        let first = try await memos.page(owner: me, offset: 0, limit: 2)
        let second = try await memos.page(owner: me, offset: 2, limit: 2)
        #expect(first.elements.map(\.id) == [ids[2], ids[1]])
        #expect(second.elements.map(\.id) == [ids[0]])
        #expect(first.totalCount == 3 && second.totalCount == 3, "the neighbour's is not counted")
        #expect(try await memos.page(owner: me, offset: -1, limit: -1).elements.isEmpty)
    }

    @Test func anUpdateChangesOnlyTheOwnersRow() async throws {
        let mine = try await memos.create(content, owner: me)
        let theirs = try await memos.create(content, owner: neighbour)

        #expect(try await memos.update(id: mine.id, with: changed, owner: me)?.content == changed)
        #expect(try await memos.update(id: theirs.id, with: changed, owner: me) == nil, "not mine: nothing changes")
        #expect(try await memos.record(id: theirs.id, owner: me) == nil, "another's is as good as missing")
        #expect(try await memos.record(id: theirs.id, owner: neighbour) == theirs)
        #expect(try await memos.record(id: mine.id, owner: me)?.content == changed)
    }

    @Test func aDeleteRemovesOnlyTheOwnersRow() async throws {
        let mine = try await memos.create(content, owner: me)
        let theirs = try await memos.create(content, owner: neighbour)

        #expect(try await memos.delete(id: theirs.id, owner: me) == false)
        #expect(try await memos.delete(id: mine.id, owner: me))
        #expect(try await memos.delete(id: mine.id, owner: me) == false, "already gone")
        #expect(try await memos.record(id: mine.id, owner: me) == nil)
        #expect(try await memos.record(id: theirs.id, owner: neighbour) == theirs)
    }

    @Test func aRecordNeedsAnOwnerThatExists() async throws {
        await #expect(throws: (any Error).self) {
            _ = try await memos.create(content, owner: User.ID(999))
        }
    }
}

/// The memos' table, as a feature's schema declares its own.
enum Memos: SQLOwnedTable, StoredFeature {
    typealias Record = Memo
    static let table = "memos"
    static let contentColumns = ["text", "amount"]
    static let migrations: [(identifier: String, sql: [String])] = [
        creatingTable("memos-v1", columns: ["text TEXT NOT NULL", "amount INTEGER"])
    ]

    static func arguments(_ content: Memo.Content) -> StatementArguments { [content.text, content.amount] }

    static func content(_ cells: inout RowCells) throws -> Memo.Content {
        Memo.Content(text: try cells.next(), amount: try cells.next())
    }
}
