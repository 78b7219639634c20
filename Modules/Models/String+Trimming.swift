extension String {
    /// The string without leading and trailing whitespace and newlines (the core has no Foundation to ask).
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }
}

extension String {
    /// The string with the full-width forms of ASCII (`１２`, `ｙｅｓ`, `－`), as a Japanese input method types
    /// them, as ASCII: for reading a number, a command's word or a yes, never for text kept as typed.
    public func narrowingFullWidthASCII() -> String {
        guard unicodeScalars.contains(where: { (0xFF01...0xFF5E).contains($0.value) }) else { return self }
        let scalars = unicodeScalars.map { scalar in
            (0xFF01...0xFF5E).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
