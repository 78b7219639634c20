public import Models

extension RandomAccessCollection where Index == Int {
    /// The element at `row`, counted from 1 as a person counts the rows of a list; nil for any other number,
    /// however large or small (a row typed by a user or sent by a program is any `Int`, `Int.min` included).
    public func element(atRow row: Int) -> Element? {
        guard row >= 1, row <= count else { return nil }
        return self[startIndex + (row - 1)]
    }
}

/// A list screen's moves, each the one place its refusals are decided: what a person picked, or the page to
/// turn to; when there is none, the refusal goes to `refusing` (the view model's `showAlert`) and the answer
/// is nil.
///
///     if let item = language.pick(row: row, of: page?.elements, refusing: showAlert) { open?(item.id) }
extension Language {
    /// The element at `row` of `rows` (the list shown, nil until it has loaded), or nil, refused: the list has
    /// not loaded, or it has no such row (`whenEmpty` said when it has none at all).
    public func pick<Rows: RandomAccessCollection>(
        row: Int, of rows: Rows?, whenEmpty: Alert? = nil, refusing refuse: ((Alert) -> Void)?
    ) -> Rows.Element? where Rows.Index == Int {
        guard let rows else {
            refuse?(alert(.listNotLoaded))
            return nil
        }
        guard let element = rows.element(atRow: row) else {
            refuse?(rows.isEmpty ? whenEmpty ?? alert(.noRowOnEmptyPage(row)) : alert(.noRow(row, rows: rows.count)))
            return nil
        }
        return element
    }

    /// The number of the page after `page` (the page shown), or nil, refused: none has loaded, or it is the last.
    public func page<Element>(after page: Page<Element>?, refusing refuse: ((Alert) -> Void)?) -> Int? {
        guard let page else { refuse?(alert(.listNotLoaded)); return nil }
        guard page.hasNext else { refuse?(alert(.lastPage)); return nil }
        return page.number + 1
    }

    /// The number of the page before `page` (the page shown), or nil, refused: none has loaded, or it is the
    /// first.
    public func page<Element>(before page: Page<Element>?, refusing refuse: ((Alert) -> Void)?) -> Int? {
        guard let page else { refuse?(alert(.listNotLoaded)); return nil }
        guard page.hasPrevious else { refuse?(alert(.firstPage)); return nil }
        return page.number - 1
    }
}
