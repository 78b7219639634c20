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
        guard unicodeScalars.contains(where: { Self.fullWidthASCII.contains($0.value) }) else { return self }
        let scalars = unicodeScalars.map { scalar in
            Self.fullWidthASCII.contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The full-width forms of ASCII (`！` … `～`) and the ASCII each stands for (`!` … `~`), in order: what a
    /// store that compares in SQL narrows with (`translate(text, wide, narrow)`).
    public static let fullWidthASCIIForms = (
        wide: String(String.UnicodeScalarView(fullWidthASCII.compactMap(Unicode.Scalar.init))),
        narrow: String(String.UnicodeScalarView(fullWidthASCII.compactMap { Unicode.Scalar($0 - 0xFEE0) }))
    )

    private static let fullWidthASCII: ClosedRange<UInt32> = 0xFF01...0xFF5E
}
