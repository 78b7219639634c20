import ArgumentParser
import Foundation

/// A duration typed on the command line for `--latency`: `500ms`, `2s`, `1.5s` or `0`, from 0 to 60 seconds.
enum LatencyArgument {
    /// The most latency that can be simulated.
    static let maximum = Duration.seconds(60)

    /// The duration `text` names, or a one-line error that says what is wrong and what to type.
    static func parse(_ text: String) throws -> Duration {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("-") {
            throw ValidationError(AppWords.negativeLatency(text).here)
        }
        let (number, scale): (Substring, Double) =
            if trimmed.hasSuffix("ms") { (trimmed.dropLast(2), 0.001) } else if trimmed.hasSuffix("s") { (trimmed.dropLast(1), 1) } else {
                (trimmed == "0" ? "0" : "", 1)
            }
        // Decimal digits with at most one point: no sign, exponent, hexadecimal, "inf" or "nan", which Double takes.
        let isDecimal = number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && number.filter { $0 == "." }.count <= 1
        guard isDecimal, let value = Double(number) else {
            throw ValidationError(AppWords.notADuration(text).here)
        }
        // Compared before it becomes a Duration: a value past Int64's milliseconds would trap there.
        guard value * scale <= Double(maximum.components.seconds) else {
            throw ValidationError(AppWords.latencyTooLong(text).here)
        }
        return .milliseconds(Int64((value * scale * 1000).rounded()))
    }
}
