extension RandomAccessCollection where Index == Int {
    /// The element at `row`, counted from 1 as a person counts the rows of a list; nil for any other number,
    /// however large or small (a row typed by a user or sent by a program is any `Int`, `Int.min` included).
    public func element(atRow row: Int) -> Element? {
        guard row >= 1, row <= count else { return nil }
        return self[startIndex + (row - 1)]
    }
}
