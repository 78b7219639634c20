import Models
import PostgresNIO
import PostgresStorage
import ServerTesting
import Testing

/// A day in a PostgreSQL `DATE` column, bound and read back as one: what PostgreSQL's own date arithmetic
/// reads, every day of the calendar as it is, and a timestamp is no day.
@Suite(.timeLimit(.minutes(1))) struct DayPostgresTests: ServerSuite {
    @Test(.enabled(if: Backend.postgresAdmin != nil)) func aDayIsADateInPostgreSQLAndReadBack() async throws {
        let admin = try #require(Backend.postgresAdmin)
        try await Backend.withDatabase(admin) { url in
            try await Backend.withClient(url) { client in
                let days = try ["0001-01-01", "1969-12-31", "2000-01-01", "2024-02-29", "9999-12-31"].map { try #require(Day(parsing: $0)) }
                for day in days {
                    var read: [(Day, String)] = []
                    for try await row in try await client.query("SELECT \(day)::date, \(day)::date::text", logger: Backend.logger)
                        .decode((Day, String).self)
                    {
                        read.append(row)
                    }
                    #expect(read.count == 1)
                    #expect(read.first?.0 == day)
                    #expect(read.first?.1 == day.description, "PostgreSQL reads the day it was given")
                }
                var next: [Day] = []
                for try await day in try await client.query("SELECT \(days[3]) + 1", logger: Backend.logger).decode(Day.self) {
                    next.append(day)
                }
                #expect(next == [Day(year: 2024, month: 3, day: 1)], "PostgreSQL's date arithmetic reads it")
                await #expect(throws: (any Error).self) {
                    for try await _ in try await client.query("SELECT now()", logger: Backend.logger).decode(Day.self) {}
                }
            }
        }
    }
}
