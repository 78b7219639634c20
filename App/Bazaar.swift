public import ArgumentParser
import Coordinator
import Foundation
import LineEditing
import Models
import Presenters
import REPL
public import Storage
import TextShell
public import UseCases
import ViewModels

/// The `bazaar` command: parses flags, builds the live environment and starts a front end: the REPL, or
/// JSON Lines with `--json`. The executables run it with `Bazaar.launch()`.
public struct Bazaar: AsyncParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "bazaar",
        abstract: AppWords.abstract.here,
        discussion: AppWords.discussion.here,
        version: BazaarVersion.current
    )

    @Option(name: .customLong("database"), help: ArgumentHelp(AppWords.databaseHelp.here, valueName: "path"))
    var databasePath: String?

    @Flag(name: .customLong("in-memory"), help: ArgumentHelp(AppWords.inMemoryHelp.here))
    var inMemory = false

    @Flag(
        name: .customLong("no-demo"),
        help: ArgumentHelp(AppWords.noDemoHelp.here))
    var noDemo = false

    @OptionGroup var serverOptions: ServerOptions

    @Option(
        parsing: .unconditional,  // so '-5ms' reaches the parser and gets its own message
        help: ArgumentHelp(AppWords.latencyHelp.here, valueName: "duration"),
        transform: LatencyArgument.parse
    )
    var latency: Duration?

    @Option(
        name: [.customShort("f"), .customLong("file")], help: ArgumentHelp(AppWords.fileHelp.here, valueName: "path")
    )
    var scriptFile: String?

    @Flag(help: ArgumentHelp(AppWords.jsonHelp.here))
    var json = false

    @Flag(help: ArgumentHelp(AppWords.echoHelp.here))
    var echo = false

    @Flag(help: ArgumentHelp(AppWords.bailHelp.here))
    var bail = false

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(AppWords.noColorHelp.here))
    var noColor = false

    @Option(name: .customLong("history-file"), help: ArgumentHelp(AppWords.historyFileHelp.here, valueName: "path"))
    var historyFile: String?

    @Flag(name: .customLong("no-history"), help: ArgumentHelp(AppWords.noHistoryHelp.here))
    var noHistory = false

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(AppWords.recordHelp.here, valueName: "path"))
    var recordFile: String?

    public init() {}

    /// Runs the command with this process's arguments, then exits: what each executable's `main.swift` does.
    ///
    /// It stays on the main thread from start to the first prompt: arguments are parsed, the database opened
    /// and migrated and the first screen drawn on the main actor, where the executable's top-level code
    /// already runs. (`AsyncParsableCommand.main()` is not isolated, so calling it would hop to the global
    /// executor and back, starting its threads before anything needs them: a cost every start pays, and
    /// more when the cores are busy.)
    @MainActor public static func launch() async {
        await launch(serverUseCases: nil)
    }

    /// `launch()`, in an executable that has the server's use cases or not (see `launch(remote:)`). They are
    /// handed down as an argument: a task-local value (as they once were) made `bazaar-remote` crash at its
    /// first line when built for release with Swift 6.3.1.
    @MainActor static func launch(serverUseCases remote: ServerUseCases?) async {
        let command: Bazaar
        do {
            command = try parse()
        } catch {
            exit(withError: error)
        }
        do {
            try await command.runOnMainActor(remote)
        } catch {
            exit(withError: error)
        }
    }

    public func validate() throws {
        try Self.validateWhereDataIsKept(
            inMemory: inMemory, databasePath: databasePath, server: serverAddressText, noDemo: noDemo,
            allowInsecureHTTP: serverOptions.allowInsecureHTTP)
        if json && (echo || recordFile != nil) {
            throw ValidationError(AppWords.notWithJSON(flag: echo ? "--echo" : "--record").here)
        }
    }

    public func run() async throws {
        try await runOnMainActor(nil)
    }

    @MainActor private func runOnMainActor(_ remote: ServerUseCases?) async throws {
        // Before anything holds a secret: a core file would hold the password typed, in plain text.
        CoreDumps.disable()
        let status = try await start(remote)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func start(_ remote: ServerUseCases?) async throws -> Int32 {
        if let status = await runOnServer(remote) { return status }
        let path: String
        if let databasePath {
            path = databasePath
        } else if inMemory {
            path = ""
        } else {
            do throws(Paths.RelativeHome) {
                path = try Paths.defaultDatabase()
            } catch {
                Console.printError(AppWords.relativeHome(error.home).here)
                return 1
            }
        }
        var database: AppDatabase?
        let status = await run(keeping: inMemory ? [] : AppDatabase.files(at: path)) {
            do {
                let (opened, environment) = try Self.openStore(at: inMemory ? nil : path, seedsDemo: !noDemo)
                database = opened
                return environment
            } catch {
                Console.printError(DatabaseOpenFailure.message(path: path, error: error))
                return nil
            }
        }
        // The front end is done: the database is closed now (its last writes checkpointed, no -wal left) and
        // the process ends without freeing it. Freeing it would hand part of GRDB's clean-up to a thread
        // started for it, which waits for a scheduling turn: 6 ms of a start and quit when the cores are busy.
        guard let database, (try? database.close()) != nil else { return status }
        Foundation.exit(status)
    }

    /// The app's database at `path` (nil: in memory), opened and migrated with every feature's part (and the
    /// demo data when `seedsDemo` and it is new), and the live use cases on it: what every front end on this
    /// device's store runs on (the terminal, JSON Lines, bazaar-web).
    @MainActor
    public static func openStore(
        at path: String?, seedsDemo: Bool, hasher: PBKDF2PasswordHasher = PBKDF2PasswordHasher()
    ) throws -> (AppDatabase, UseCaseEnvironment) {
        let parts = features.compactMap(\.stored)
        let database: AppDatabase =
            if let path { try .file(at: path, hasher: hasher, seedsDemo: seedsDemo, parts: parts) } else {
                try .inMemory(hasher: hasher, seedsDemo: seedsDemo, parts: parts)
            }
        var environment = UseCaseEnvironment(login: .live(accounts: database.accounts, hasher: hasher))
        for part in parts { part.live(database, &environment) }
        return (database, environment)
    }

    /// Runs the front end the flags chose on the environment `open` gives, which it asks for once its own
    /// input and transcript are open: a run that refuses a script or a transcript has not created or migrated a
    /// database. `open` says why when it gives none, and the run ends with 1. A transcript is never written
    /// over `keptFiles`, the store's files.
    @MainActor
    func run(keeping keptFiles: [String] = [], _ open: () -> UseCaseEnvironment?) async -> Int32 {
        let effects = Effects(latency: latency.flatMap { $0 > .zero ? Latency(delay: $0, clock: ContinuousClock()) : nil })
        let language = Language.ofThisProcess
        if json {
            return await JSONFrontEnd.run(scriptFile: scriptFile, bail: bail, open: open, language: language, effects: effects)
        }
        let console = Console.Configuration(
            scriptFile: scriptFile,
            echo: echo,
            bail: bail,
            noColor: noColor,
            historyFile: noHistory ? nil : (historyFile ?? Paths.defaultHistory()),
            recordFile: recordFile,
            keptFiles: keptFiles,
            language: language
        )
        return await Console.run(console) { view in
            guard let environment = open() else { return nil }
            let app = TextApp(
                environment: environment, language: language, features: Self.screens, effects: effects, view: view)
            return (app.shell, app.start)
        }
    }
}
