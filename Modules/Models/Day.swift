public import Foundation

/// A day of the calendar (`2026-11-27`), with no time and no time zone: a due date, a birthday, the day an
/// expense was spent. What `make feature`'s `due:Date` fields hold; typed, stored and served as `YYYY-MM-DD`.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day, when it is one of the calendar (proleptic Gregorian, years 1 to 9999); nil for `2026-02-30`.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A day written `YYYY-MM-DD` (ISO 8601, as the contract's `format: date`), or nil (`parsing(_:)` says why).
    public init?(parsing text: String) {
        guard case let .success(day) = Self.parsing(text) else { return nil }
        self = day
    }

    /// Why a typed day is not one (see `parsing(_:)`).
    public enum ParsingProblem: Error, Equatable, Sendable {
        /// Not written `YYYY-MM-DD`: `27/11/2026`, `2026-1-5`.
        case notWrittenYYYYMMDD
        /// Written so, and no day of the calendar: `2026-02-30`, `2026-13-01`.
        case noSuchDay
    }

    /// The day `text` is, written `YYYY-MM-DD`, or why it is not one.
    public static func parsing(_ text: String) -> Result<Day, ParsingProblem> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, [4, 2, 2] == parts.map(\.count), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return .failure(.notWrittenYYYYMMDD) }
        return Day(year: year, month: month, day: day).map { .success($0) } ?? .failure(.noSuchDay)
    }

    /// `2026-11-27`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String { String(repeating: "0", count: width - String(value).count) + String(value) }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days since 1970-01-01 (negative before it), the count a store's date type keeps.
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil: years start in March, so February's length is the year's last.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01; nil outside years 1 to 9999.
    public init?(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days, the inverse of `daysSince1970`.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Its first instant in UTC, for what shows instants (a screen shows it to the day, in UTC, as it is).
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(daysSince1970) * 86_400) }

    /// The day `date` falls on in UTC; nil outside years 1 to 9999.
    public init?(_ date: Date) {
        self.init(daysSince1970: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Day: Codable {
    /// A day is written `YYYY-MM-DD` in JSON, as the contract's `Day` (a `format: date` string) says.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Day.parsing(text) {
        case let .success(day): self = day
        case let .failure(problem):
            // The problem is kept, so a server names what was wrong with the field (`FieldError(decoding:)`).
            let description =
                problem == .noSuchDay
                ? "'\(text)' is written YYYY-MM-DD and is no day of the calendar" : "'\(text)' is not a day written YYYY-MM-DD"
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: container.codingPath, debugDescription: description, underlyingError: problem))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
