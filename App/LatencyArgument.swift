import ArgumentParser
import Foundation

/// A duration typed on the command line: `500ms`, `2s`, `1.5s` or `0`.
struct LatencyArgument: ExpressibleByArgument {
    let duration: Duration

    init(duration: Duration) {
        self.duration = duration
    }

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale): (Substring, Double) =
            if text.hasSuffix("ms") { (text.dropLast(2), 0.001) } else if text.hasSuffix("s") { (text.dropLast(1), 1) } else if text == "0"
            { ("0", 1) } else { ("", 0) }
        guard let value = Double(number), value >= 0, value <= 60 / scale, scale > 0 else { return nil }
        duration = .milliseconds(Int64((value * scale * 1000).rounded()))
    }

    var defaultValueDescription: String { "0" }
}
