import JSONLines
import LineEditing

/// A `PlainLineReader` as the JSON Lines session's input: each line's exact bytes and, when it was over
/// the limit, its whole length; the end of the input, or Ctrl-C having ended a script.
@MainActor
final class ReaderRequestSource: RequestSource {
    private let reader: PlainLineReader
    /// `SignalRelay.interruptCount` when reading began: a script that ends after it moved was interrupted.
    private let interruptsAtStart = SignalRelay.interruptCount

    init(_ reader: PlainLineReader) {
        self.reader = reader
    }

    func nextLine() -> InputLine {
        guard let bytes = reader.readRawLine() else {
            return reader.readsScript && SignalRelay.interruptCount != interruptsAtStart ? .interrupted : .endOfInput
        }
        return .line(bytes, wholeLength: reader.lastLineTruncatedFrom)
    }
}
