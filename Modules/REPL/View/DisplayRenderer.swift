public import Models
public import Presenters
import TextShell

/// Turns `Display` values into the lines a terminal shows. Every text in a display may come from the
/// database or the user, so it is shown through `VisibleText.escaping(_:)` before it is measured.
public struct DisplayRenderer: Sendable {
    public var style: Style
    /// The language of its own words and of dates.
    public var language: Language

    public init(style: Style, language: Language = .english) {
        self.style = style
        self.language = language
    }

    /// The lines for one display, without trailing newlines.
    public func lines(for display: Display) -> [String] {
        switch display {
        case let .heading(text):
            [style.paint(VisibleText.escaping(text), .bold)]
        case let .line(text):
            [VisibleText.escaping(text)]
        case let .success(text):
            [style.paint(VisibleText.escaping(text), .green)]
        case let .error(alert):
            [style.paint(language.say(.errorPrefix) + VisibleText.escaping(alert.text), .red)]
        case let .fields(fields):
            fieldLines(fields)
        case let .table(table):
            tableLines(table)
        case let .hint(hint):
            [VisibleText.escaping(hint.words(in: language))]
        }
    }

    /// The display as the terminal prints it: its lines, each ending in "\n", in one string.
    public func text(for display: Display) -> String {
        switch display {
        case let .table(table):
            var text = ""
            renderTable(table) { line in
                text += line
                text += "\n"
            }
            return text
        default:
            var text = ""
            for line in lines(for: display) {
                text += line
                text += "\n"
            }
            return text
        }
    }

    private func fieldLines(_ fields: [Display.Field]) -> [String] {
        let labels = fields.map { VisibleText.escaping($0.label) }
        let width = labels.map(TextWidth.columns).max() ?? 0
        return zip(labels, fields).map { label, field in
            let value = VisibleText.escaping(field.value.text(in: language))
            // A field with no value (an optional one left empty) is its label alone: no line ends in spaces.
            guard !value.isEmpty else { return style.paint(label + ":", .dim) }
            return style.paint(TextWidth.pad(label + ":", to: width + 1), .dim) + " " + value
        }
    }

    private func tableLines(_ table: Display.Table) -> [String] {
        var lines: [String] = []
        renderTable(table) { lines.append($0) }
        return lines
    }

    /// Hands `emit` the table's lines in order: the header (bold), then a line per row. Every column but
    /// the last is padded to its widest cell (in terminal columns) and two spaces part the columns; a line
    /// never ends in spaces.
    ///
    /// Each cell is measured once, and each line is built as bytes and made a string once: this runs for
    /// every table a script shows.
    private func renderTable(_ table: Display.Table, _ emit: (String) -> Void) {
        let columns = table.headers.count
        // Every cell's text and width, row by row (the header first), and where each row starts.
        var cells: [(text: String, width: Int)] = []
        var rowStarts: [Int] = []
        cells.reserveCapacity(columns * (table.rows.count + 1))
        rowStarts.reserveCapacity(table.rows.count + 2)
        rowStarts.append(0)
        for header in table.headers {
            let text = VisibleText.escaping(header)
            cells.append((text, TextWidth.columns(text)))
        }
        rowStarts.append(cells.count)
        for row in table.rows {
            for cell in row.prefix(columns) {
                let text = VisibleText.escaping(cell.text(in: language))
                cells.append((text, TextWidth.columns(text)))
            }
            rowStarts.append(cells.count)
        }
        var widths = [Int](repeating: 0, count: columns)
        for row in 0..<(rowStarts.count - 1) {
            for index in rowStarts[row]..<rowStarts[row + 1] {
                let column = index - rowStarts[row]
                widths[column] = max(widths[column], cells[index].width)
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(widths.reduce(2 * columns, +))
        for row in 0..<(rowStarts.count - 1) {
            bytes.removeAll(keepingCapacity: true)
            for index in rowStarts[row]..<rowStarts[row + 1] {
                let column = index - rowStarts[row]
                if column > 0 {
                    bytes.append(0x20)
                    bytes.append(0x20)
                }
                bytes.append(contentsOf: cells[index].text.utf8)
                if column < columns - 1 {
                    for _ in 0..<max(0, widths[column] - cells[index].width) { bytes.append(0x20) }
                }
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            let line = String(decoding: bytes, as: UTF8.self)
            emit(row == 0 ? style.paint(line, .bold) : line)
        }
    }
}
