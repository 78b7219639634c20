extension String {
    /// The string without leading and trailing whitespace and newlines (the core has no Foundation to ask).
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }
}
