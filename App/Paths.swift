import Foundation

/// Where Bazaar keeps its files by default, following the XDG base directory spec.
enum Paths {
    /// A relative `HOME`: the default files would go under whatever folder bazaar was started in.
    struct RelativeHome: Error {
        let home: String
    }

    /// `$XDG_DATA_HOME/bazaar/bazaar.sqlite`, or `~/.local/share/bazaar/bazaar.sqlite`.
    /// - Throws: `RelativeHome` when that would be under a relative `HOME`.
    static func defaultDatabase(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(RelativeHome) -> String {
        try base("XDG_DATA_HOME", fallback: ".local/share", environment) + "/bazaar/bazaar.sqlite"
    }

    /// `$XDG_STATE_HOME/bazaar/history`, or `~/.local/state/bazaar/history`; nil (no history file, as when
    /// that folder cannot be written) under a relative `HOME`.
    static func defaultHistory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        (try? base("XDG_STATE_HOME", fallback: ".local/state", environment)).map { $0 + "/bazaar/history" }
    }

    /// `$VARIABLE` when it is absolute (the spec says to ignore a relative one), else `$HOME/fallback`.
    private static func base(_ variable: String, fallback: String, _ environment: [String: String]) throws(RelativeHome) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        guard home.hasPrefix("/") else { throw RelativeHome(home: home) }
        return home + "/" + fallback
    }
}

extension Bazaar {
    /// The database file `bazaar` keeps data in when no flag says otherwise (see `Paths.defaultDatabase`), for
    /// another front end on the same store (bazaar-web); nil under a relative `HOME`.
    public static var defaultDatabasePath: String? { try? Paths.defaultDatabase() }
}
