import Foundation
import Models

extension Language {
    /// The language this process speaks, from its locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`): read
    /// once, for `--help` and for every screen.
    static let ofThisProcess = Language(environment: ProcessInfo.processInfo.environment)
}
