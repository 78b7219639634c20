import TextShell

/// Text made safe to print on a terminal, whoever wrote it: an item's name from the database, a line the
/// user typed, an error that quotes either. Nothing in it can move the cursor, change the terminal, or
/// reorder or hide what follows it; what was there is shown instead, so it can be seen and reported.
///
/// The REPL's view passes every text it prints through `escaping(_:)` (`DisplayRenderer`, `TerminalView`,
/// the question at the prompt), before measuring it, so wide characters still line up. Which characters
/// are shown so is `HiddenScalars`' list, which `--json` escapes too:
///
/// - C0 controls and DEL are shown in caret notation (`^[`, `^G`, `^M`, `^?`), a tab as a space;
/// - the rest of the list is shown as `\u{202E}`;
/// - everything else, invalid UTF-8 already made U+FFFD, is shown as it is.
enum VisibleText {
    static func escaping(_ text: String) -> String {
        // Most text is printable ASCII, or holds nothing to escape: returned as it is, not copied.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: HiddenScalars.mayBeHidden) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for index in scalars.indices {
            let scalar = scalars[index]
            guard HiddenScalars.isHidden(at: index, in: scalars) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: HiddenScalars.visible(scalar).unicodeScalars)
        }
        return String(result)
    }
}
