public import Presenters

/// Turns `Display` values into the lines a terminal shows.
public struct DisplayRenderer: Sendable {
    public var style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The lines for one display, without trailing newlines.
    public func lines(for display: Display) -> [String] {
        switch display {
        case let .heading(text):
            [style.paint(text, .bold)]
        case let .line(text):
            [text]
        case let .success(text):
            [style.paint(text, .green)]
        case let .error(text):
            [style.paint("Error: " + text, .red)]
        case let .fields(fields):
            fieldLines(fields)
        case let .table(table):
            tableLines(table)
        }
    }

    private func fieldLines(_ fields: [Display.Field]) -> [String] {
        let width = fields.map { TextWidth.columns($0.label) }.max() ?? 0
        return fields.map { field in
            style.paint(TextWidth.pad(field.label + ":", to: width + 1), .dim) + " " + field.value.description
        }
    }

    private func tableLines(_ table: Display.Table) -> [String] {
        let columns = table.headers.count
        let rows = table.rows.map { $0.map(\.description) }
        var widths = table.headers.map(TextWidth.columns)
        for row in rows {
            for (index, cell) in row.prefix(columns).enumerated() {
                widths[index] = max(widths[index], TextWidth.columns(cell))
            }
        }
        func render(_ cells: [String]) -> String {
            let line = cells.prefix(columns).enumerated().map { index, cell in
                index == columns - 1 ? cell : TextWidth.pad(cell, to: widths[index])
            }.joined(separator: "  ")
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        let header = style.paint(render(table.headers), .bold)
        if rows.isEmpty { return [header] }
        return [header] + rows.map(render)
    }
}
