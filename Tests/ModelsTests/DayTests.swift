import Foundation
import Models
import Testing

/// A day of the calendar, as a date field holds it: written `YYYY-MM-DD`, a real day or none.
@Suite(.timeLimit(.minutes(1))) struct DayTests {
    @Test(arguments: [("2026-11-27", 2026, 11, 27), ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29), ("0001-01-01", 1, 1, 1)])
    func aDayIsReadAsISOWritesIt(text: String, year: Int, month: Int, day: Int) throws {
        let parsed = try #require(Day(parsing: text))
        #expect((parsed.year, parsed.month, parsed.day) == (year, month, day))
        #expect(parsed.description == text)
    }

    /// Not a day of the calendar, or not written as one, and which: no leap day in 2026 or 1900, no 13th month,
    /// no day 0 (written as a day, and no such day); a day written otherwise than `YYYY-MM-DD`.
    @Test(arguments: [
        ("2026-02-29", Day.ParsingProblem.noSuchDay), ("1900-02-29", .noSuchDay), ("2026-13-01", .noSuchDay),
        ("2026-00-10", .noSuchDay), ("2026-04-31", .noSuchDay), ("2026-11-00", .noSuchDay), ("0000-01-01", .noSuchDay),
        ("2026-1-27", .notWrittenYYYYMMDD), ("27/11/2026", .notWrittenYYYYMMDD), ("2026-11-27T00:00:00Z", .notWrittenYYYYMMDD),
        ("", .notWrittenYYYYMMDD), ("２０２６-11-27", .notWrittenYYYYMMDD), ("+026-11-27", .notWrittenYYYYMMDD),
    ])
    func whatIsNotADayIsNoneAndSaysWhy(text: String, problem: Day.ParsingProblem) {
        #expect(Day(parsing: text) == nil)
        #expect(Day.parsing(text) == .failure(problem))
    }

    @Test func daysCountFrom1970AndBackAsTheStoresCountThem() throws {
        #expect(try #require(Day(parsing: "1970-01-01")).daysSince1970 == 0)
        #expect(try #require(Day(parsing: "2000-01-01")).daysSince1970 == 10_957)
        #expect(try #require(Day(parsing: "1969-12-31")).daysSince1970 == -1)
        #expect(try #require(Day(parsing: "2026-11-27")).daysSince1970 == 20_784)
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            #expect(Day(daysSince1970: days)?.daysSince1970 == days)
        }
        #expect(Day(daysSince1970: -719_163) == nil, "the day before 0001-01-01")
        #expect(Day(daysSince1970: 2_932_897) == nil, "the day after 9999-12-31")
    }

    @Test func aDayIsItsFirstInstantInUTC() throws {
        let day = try #require(Day(parsing: "2026-11-27"))
        #expect(day.date == Date(timeIntervalSince1970: 1_795_737_600))
        #expect(Day(day.date.addingTimeInterval(86_399)) == day)
        #expect(Day(day.date.addingTimeInterval(-1)) == Day(parsing: "2026-11-26"))
    }

    @Test func daysOrderAsTheCalendarDoes() throws {
        let days = ["2026-11-27", "2025-12-31", "2026-02-01", "2026-11-03"].compactMap(Day.init(parsing:))
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-02-01", "2026-11-03", "2026-11-27"])
    }

    @Test func aDayIsAStringInJSONAndAnythingElseIsRefused() throws {
        let day = try #require(Day(parsing: "2026-11-27"))
        #expect(String(decoding: try JSONEncoder().encode([day]), as: UTF8.self) == #"["2026-11-27"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: Data(#"["2024-02-29"]"#.utf8)) == [Day(year: 2024, month: 2, day: 29)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: Data(#"["2026-02-30"]"#.utf8)) }
    }

    @Test func aRequiredDayIsRequired() throws {
        let day = try #require(Day(parsing: "2026-11-27"))
        #expect(try FieldCheck.day(day, field: "due") == day)
        #expect(throws: FieldError.required(field: "due")) { try FieldCheck.day(nil, field: "due") }
    }
}
