import Models
import PostgresNIO
import PostgresStorage
import Server
import ServerTesting
import TestSupport
import Testing
import UseCases

/// `PostgresOwnedRecords` on a new database, on a table of its own (`Memos`), with a second account beside the
/// demo's: what every generated feature's PostgreSQL store promises, as `SQLOwnedRecordsTests` on SQLite.
@Suite(
    .timeLimit(.minutes(1)), .enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs it in a throwaway cluster")
)
struct PostgresOwnedRecordsTests {
    let me = DemoUser.id
    let neighbour = User.ID(2)
    let content = Memo.Content(text: "Milk", amount: nil)
    let changed = Memo.Content(text: "Bread", amount: 250)

    /// Runs `body` on the memos of a new database, with the demo account and the neighbour's.
    func withMemos(_ body: @Sendable (PostgresOwnedRecords<Memos>) async throws -> Void) async throws {
        try await Backend.withPostgres([]) { store in
            try await store.migrate(parts: [ServerFeature]().signingIn.postgresParts + [Memos.self])
            try await store.withConnection { connection in
                _ = try await connection.rows(
                    """
                    INSERT INTO accounts (id, email, display_name, password_hash)
                    SELECT 2, 'neighbour@example.com', display_name, password_hash FROM accounts WHERE id = 1
                    """, logger: Backend.logger)
            }
            try await body(PostgresOwnedRecords(store: store))
        }
    }

    @Test func everyFieldIsKeptAndEachOwnerSeesTheirOwnNewestFirst() async throws {
        try await withMemos { memos in
            var ids: [Memo.ID] = []
            for content in [content, changed, content] {
                let created = try await memos.create(content, owner: me)
                #expect(created.owner == me && created.content == content)
                #expect(try await memos.record(id: created.id, owner: me) == created)
                ids.append(created.id)
            }
            let theirs = try await memos.create(content, owner: neighbour)
            #expect(try await memos.record(id: theirs.id, owner: me) == nil, "another's is as good as missing")

            let first = try await memos.page(owner: me, offset: 0, limit: 2)
            #expect(first.elements.map(\.id) == [ids[2], ids[1]] && first.totalCount == 3)
            #expect(try await memos.page(owner: me, offset: 2, limit: 2).elements.map(\.id) == [ids[0]])
            #expect(try await memos.page(owner: me, offset: -1, limit: -1).elements.isEmpty)
        }
    }

    @Test func aKeyKeepsOneRecordPerOwnerAndAnswersWithItAgain() async throws {
        try await withMemos { memos in
            let key = try #require(IdempotencyKey("retry-1"))
            let first = try await memos.create(content, owner: me, key: key)
            #expect(!first.isReplay)
            #expect(try await memos.create(changed, owner: me, key: key) == Kept(first.value, isReplay: true), "the first one, unchanged")
            let theirs = try await memos.create(content, owner: neighbour, key: key).value
            #expect(theirs.id != first.value.id && theirs.owner == neighbour)
            #expect(try await memos.page(owner: me, offset: 0, limit: 10).totalCount == 1)
        }
    }

    @Test func anUpdateOrADeleteChangesOnlyTheOwnersRow() async throws {
        try await withMemos { memos in
            let mine = try await memos.create(content, owner: me)
            let theirs = try await memos.create(content, owner: neighbour)

            #expect(try await memos.update(id: mine.id, with: changed, owner: me)?.content == changed)
            #expect(try await memos.update(id: theirs.id, with: changed, owner: me) == nil, "not mine: nothing changes")
            #expect(try await memos.record(id: mine.id, owner: me)?.content == changed)
            #expect(try await memos.delete(id: theirs.id, owner: me) == false)
            #expect(try await memos.record(id: theirs.id, owner: neighbour) == theirs)
            #expect(try await memos.delete(id: mine.id, owner: me))
            #expect(try await memos.delete(id: mine.id, owner: me) == false, "already gone")
        }
    }
}

/// The memos' table, as a feature's declares its own.
enum Memos: PostgresOwnedTable, PostgresFeature {
    typealias Record = Memo
    static let table = "memos"
    static let contentColumns = ["text", "amount"]
    static let migrations: [(identifier: String, sql: [PostgresQuery])] = [
        creatingTable("memos-v1", columns: ["text TEXT NOT NULL", "amount BIGINT"])
    ]

    static func bind(_ content: Memo.Content, to bindings: inout PostgresBindings) throws {
        try bindings.column(content.text)
        try bindings.column(content.amount)
    }

    static func content(_ cells: inout Cells) throws -> Memo.Content {
        Memo.Content(text: try cells.next(), amount: try cells.next())
    }
}
