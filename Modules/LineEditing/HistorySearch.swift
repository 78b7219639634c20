/// Reverse incremental search through history, as bash and psql (readline) do it, for Ctrl-R.
///
/// The prompt reads `(reverse-i-search)'sea': ` and the line shows the newest entry that contains
/// the text typed so far, with the cursor on the match. Each character typed narrows the search
/// from the entry shown; Ctrl-R again goes on to an older entry (a different one); Backspace
/// shortens the text and searches again from the newest entry. When nothing matches, the prompt says
/// `(failed reverse-i-search)` and the last match stays. Ctrl-R with no text yet searches again for
/// the text of the previous search. (Enter, Ctrl-G and every other key are the editor's business:
/// it keeps the line, or puts back `originalLine`.)
struct HistorySearch: Equatable {
    /// The entries searched, newest first.
    let entries: [String]
    /// The line being edited when the search began.
    let originalLine: String
    /// The text searched for.
    private(set) var text = ""
    /// The text of the previous search, which Ctrl-R with no text yet searches for again.
    private let previousText: String
    /// Where in `entries` the match shown is; nil before the first match.
    private(set) var matchIndex: Int?
    /// Whether the text typed last found nothing.
    private(set) var failed = false

    init(entries: [String], originalLine: String, previousText: String = "") {
        self.entries = entries
        self.originalLine = originalLine
        self.previousText = previousText
    }

    /// What the prompt shows.
    var prompt: String {
        (failed ? "(failed reverse-i-search)'" : "(reverse-i-search)'") + text + "': "
    }

    /// The line shown: the match, or the original line before any match.
    var line: String {
        matchIndex.map { entries[$0] } ?? originalLine
    }

    /// Where the cursor goes, in Unicode scalars from the start of `line`: at the match's last
    /// occurrence in it, or at the end when nothing is searched for.
    var cursorOffset: Int {
        let shown = line
        guard !text.isEmpty, let range = shown.ranges(of: text).last else {
            return shown.unicodeScalars.count
        }
        return shown.unicodeScalars[..<range.lowerBound].count
    }

    /// The text searched for, one character longer: the entry shown if it still matches, else an older one.
    mutating func type(_ character: Character) {
        text.append(character)
        find(from: matchIndex ?? 0, skippingText: nil)
    }

    /// Ctrl-R: an older entry with the same text (the previous search's text when none is typed yet).
    mutating func searchOlder() {
        if text.isEmpty {
            guard !previousText.isEmpty else { return }
            text = previousText
            find(from: 0, skippingText: nil)
            return
        }
        find(from: (matchIndex ?? -1) + 1, skippingText: matchIndex.map { entries[$0] })
    }

    /// Backspace: the text one character shorter, searched again from the newest entry.
    mutating func deleteBackward() {
        guard !text.isEmpty else { return }
        text.removeLast()
        failed = false
        if text.isEmpty {
            matchIndex = nil
        } else {
            find(from: 0, skippingText: nil)
        }
    }

    /// The first entry from `start` on that contains `text` (and is not `skippingText`); when there is
    /// none, the search failed and the match shown stays.
    private mutating func find(from start: Int, skippingText skipped: String?) {
        var index = max(start, 0)
        while index < entries.count {
            if entries[index] != skipped, entries[index].contains(text) {
                matchIndex = index
                failed = false
                return
            }
            index += 1
        }
        failed = true
    }
}
