/// One page of a longer list, numbered from 1.
public struct Page<Element: Sendable & Hashable>: Hashable, Sendable {
    public var elements: [Element]
    /// This page's number, from 1.
    public var number: Int
    /// The most elements a page holds.
    public var size: Int
    /// How many elements all pages hold together.
    public var totalCount: Int

    public init(elements: [Element], number: Int, size: Int, totalCount: Int) {
        self.elements = elements
        self.number = number
        self.size = size
        self.totalCount = totalCount
    }

    /// How many pages there are; at least 1, so an empty list still has a page.
    public var pageCount: Int { max(1, (totalCount + size - 1) / max(size, 1)) }
    public var hasNext: Bool { number < pageCount }
    public var hasPrevious: Bool { number > 1 }
}
