public import Presenters

/// A screen without commands of its own offers no words of its own: only the shell's.
extension NoCommand: CommandSet {
    public static let specs: [CommandSpec<NoCommand>] = []
}
