extension Display.Status {
    /// An item that is sold: a GUI draws a badge, `--json` sends `"status":"sold"`.
    static let sold = Self(code: "sold", words: "Sold")
    /// An item for sale, as its own screen says it.
    static let available = Self(code: "available", words: "Available")
    /// An item for sale, as a list shows it: no words, so that only the sold rows stand out.
    static let availableInAList = Self(code: "available", words: "")
}
