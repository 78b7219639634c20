/// One piece of a screen, described without saying how a terminal draws it.
public enum Display: Equatable, Sendable {
    /// A screen's title.
    case heading(String)
    /// A line of plain text.
    case line(String)
    /// Good news, such as a completed purchase.
    case success(String)
    /// A one-line error or alert; a scripted run counts it as a failed command.
    case error(String)
    /// Label and value pairs, such as "Balance: ¥10,000".
    case fields([Field])
    /// Rows under column headers.
    case table(Table)
}

/// A label and its value.
public struct Field: Equatable, Sendable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// Rows of cells under column headers.
public struct Table: Equatable, Sendable {
    public var headers: [String]
    public var rows: [[String]]

    public init(headers: [String], rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }
}
