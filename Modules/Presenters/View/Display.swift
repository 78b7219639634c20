public import Foundation
public import Models

/// One piece of a screen, described without saying how it is drawn: a terminal prints it as text, a
/// machine front end sends it as JSON, a GUI lays it out.
public enum Display: Equatable, Sendable {
    /// A screen's title or a section's heading.
    case heading(String)
    /// A line of plain text.
    case line(String)
    /// Good news, such as work done and saved.
    case success(String)
    /// A one-line error or alert, with its stable code; a scripted run counts it as a failed command.
    case error(Alert)
    /// Label and value pairs, such as "Email: demo@bazaar.dev".
    case fields([Field])
    /// Rows under column headers.
    case table(Table)
    /// What the user can do next, apart from the data (see `Hint`).
    case hint(Hint)

    /// A label and its value.
    public struct Field: Equatable, Sendable {
        public var label: String
        public var value: Value

        public init(_ label: String, _ value: Value) {
            self.label = label
            self.value = value
        }
    }

    /// Rows of cells under column headers, and where each row leads.
    public struct Table: Equatable, Sendable {
        public var headers: [String]
        public var rows: [[Value]]
        /// Empty, or one per row: the row's identity and deep-link path, for a program (`--json`) or a GUI
        /// that opens a row by tapping it. A terminal shows the row numbers instead.
        public var links: [Link]

        public init(headers: [String], rows: [[Value]], links: [Link] = []) {
            precondition(links.isEmpty || links.count == rows.count, "one link per row, or none")
            self.headers = headers
            self.rows = rows
            self.links = links
        }
    }

    /// Where a row leads: the id of what it shows and the path that opens it (`open items/3`).
    public struct Link: Equatable, Sendable {
        public var id: Int64
        public var path: String

        public init<Owner>(_ id: Identifier<Owner>, path: String) {
            self.id = id.rawValue
            self.path = path
        }
    }

    /// What a field or a cell holds: text, or a typed value that a front end may show as text (`¥3,800`,
    /// `2026-11-21`, `Sold`) and also hand on as what it is (an amount with its currency, an instant, a
    /// status a GUI draws as a badge).
    public enum Value: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        case text(String)
        case money(Money)
        /// An instant, shown to the day or to the minute.
        case date(Date, DatePart)
        /// A state from a fixed set, with a stable code (`sold`) and its words (`Sold`).
        case status(Status)

        public init(stringLiteral text: String) {
            self = .text(text)
        }

        /// The value as a person reads it in `language`. Dates are shown in UTC, the same on every machine,
        /// in the language's own order (`2026-11-21`, `2026年11月21日`).
        public func text(in language: Language) -> String {
            switch self {
            case let .text(text): text
            case let .money(money): money.description
            case let .date(date, .day): language.say(.day(date))
            case let .date(date, .minute): language.say(.minute(date))
            case let .status(status): status.words
            }
        }

        /// The value in English.
        public var description: String { text(in: .english) }
    }

    /// How much of a date a person is shown: "2026-11-21", or "2026-11-21 16:30 UTC".
    public enum DatePart: Equatable, Sendable {
        case day
        case minute
    }

    /// A state from a fixed set: `code` for a program (stable), `words` for a person.
    public struct Status: Equatable, Sendable {
        public var code: String
        public var words: String

        public init(code: String, words: String) {
            self.code = code
            self.words = words
        }
    }
}
