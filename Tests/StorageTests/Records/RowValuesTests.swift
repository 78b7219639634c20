import Foundation
import GRDB
import Models
import Storage
import Testing

/// `Row.values` reads a row's columns by position into a tuple, each of its own type, as every record does;
/// `PersistenceContainer.set` writes them back by name.
@Suite(.timeLimit(.minutes(1))) struct RowValuesTests {
    @Test func aRowIsReadByPositionEachColumnOfItsOwnType() throws {
        let database = try DatabaseQueue()
        let read = try database.read { db -> (Int64, String, Bool, Day?, Day?, Int64?) in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT 7, 'tea', 1, '2024-02-29', NULL, NULL"))
            return try row.values()
        }
        #expect(read.0 == 7)
        #expect(read.1 == "tea")
        #expect(read.2)
        #expect(read.3 == Day(parsing: "2024-02-29"))
        #expect(read.4 == nil)
        #expect(read.5 == nil)
    }

    @Test func aColumnThatIsNotOfItsKindFailsTheRead() throws {
        let database = try DatabaseQueue()
        let rows = ["SELECT 1, '2026-02-30'", "SELECT 1, NULL"]
        for sql in rows {
            #expect(throws: (any Error).self, "\(sql)") {
                try database.read { db -> (Int64, Day) in try #require(try Row.fetchOne(db, sql: sql)).values() }
            }
        }
    }

    @Test func aRecordWritesItsColumnsByName() throws {
        struct Cup: PersistableRecord {
            static let databaseTableName = "cups"
            var id: Int64
            var name: String
            var due: Day?
            func encode(to container: inout PersistenceContainer) { container.set(["id", "name", "due"], to: id, name, due) }
        }
        let database = try DatabaseQueue()
        let read = try database.write { db -> (Int64, String, Day?) in
            try db.execute(sql: "CREATE TABLE cups (due TEXT, name TEXT NOT NULL, id INTEGER PRIMARY KEY)")
            try Cup(id: 3, name: "tea", due: Day(parsing: "2024-02-29")).insert(db)
            return try #require(try Row.fetchOne(db, sql: "SELECT id, name, due FROM cups")).values()
        }
        #expect(read.0 == 3)
        #expect(read.1 == "tea")
        #expect(read.2 == Day(parsing: "2024-02-29"))
    }
}
