import Foundation

/// Where Bazaar keeps its files by default, following the XDG base directory spec.
enum Paths {
    /// `$XDG_DATA_HOME/bazaar/bazaar.sqlite`, or `~/.local/share/bazaar/bazaar.sqlite`.
    static func defaultDatabase(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        base("XDG_DATA_HOME", fallback: ".local/share", environment) + "/bazaar/bazaar.sqlite"
    }

    /// `$XDG_STATE_HOME/bazaar/history`, or `~/.local/state/bazaar/history`.
    static func defaultHistory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        base("XDG_STATE_HOME", fallback: ".local/state", environment) + "/bazaar/history"
    }

    private static func base(_ variable: String, fallback: String, _ environment: [String: String]) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/" + fallback
    }
}
