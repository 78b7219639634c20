import GRDB
import Models
import Storage
import Testing

/// A day in SQLite is its text, `YYYY-MM-DD`: what SQLite's own date functions read, sorting as days do;
/// a value that is not a day does not decode into one.
@Suite(.timeLimit(.minutes(1))) struct DayDatabaseTests {
    @Test func aDayIsKeptAsItsTextAndReadBack() throws {
        let database = try DatabaseQueue()
        let day = try #require(Day(parsing: "2024-02-29"))
        try database.write { db in
            try db.execute(sql: "CREATE TABLE t (d TEXT)")
            try db.execute(sql: "INSERT INTO t (d) VALUES (?)", arguments: [day])
        }
        let (text, nextDay, read) = try database.read { db in
            (
                try String.fetchOne(db, sql: "SELECT d FROM t"), try String.fetchOne(db, sql: "SELECT date(d, '+1 day') FROM t"),
                try Day.fetchOne(db, sql: "SELECT d FROM t")
            )
        }
        #expect(text == "2024-02-29")
        #expect(nextDay == "2024-03-01", "SQLite's date() reads it")
        #expect(read == day)
    }

    @Test func aValueThatIsNoDayDoesNotDecode() throws {
        let database = try DatabaseQueue()
        #expect(throws: (any Error).self) { try database.read { db in try Day.fetchOne(db, sql: "SELECT '2026-02-30'") } }
        #expect(throws: (any Error).self) { try database.read { db in try Day.fetchOne(db, sql: "SELECT 20784") } }
    }
}
