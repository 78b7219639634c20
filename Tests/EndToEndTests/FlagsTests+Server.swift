import EndToEndTesting
import Foundation
import Testing

/// The worked example's part of `FlagsTests` (make new-app leaves this file out).
extension FlagsTests {
    @Test(arguments: [
        (["--server", "http://127.0.0.1:9", "--in-memory"], [:], "Error: --server keeps data on the server: use it without --in-memory."),
        (
            ["--server", "http://127.0.0.1:9", "--database", "x.sqlite"], [:],
            "Error: --server keeps data on the server: use it without --database."
        ),
        (
            ["--server", "http://bazaar.example.com"], [:],
            "Error: Plain http:// would send your password to bazaar.example.com unencrypted; use https://, or --allow-insecure-http if you must."
        ),
        (
            ["--server", "https://demo:secret@bazaar.example.com"], [:],
            "Error: The server URL must not hold a user name or password; log in at the login screen instead."
        ),
        (
            ["--server", "http://127.0.0.1:9", "--no-demo"], [:],
            "Error: --no-demo is for a database this app creates; a server has the demo only with bazaar-server --seed-demo."
        ),
        (
            [], ["BAZAAR_SERVER": "127.0.0.1:8080"],
            "Error: '127.0.0.1:8080' is not a server URL; give one such as http://127.0.0.1:8080 or https://bazaar.example.com."
        ),
    ])
    func aServerThatCannotBeUsedSaysWhyInOneLineAndNothingStarts(arguments: [String], environment: [String: String], error: String) throws {
        let run = try BazaarBinary.run(arguments, input: Data("quit\n".utf8), environment: environment)
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix(error + "\n"), "\(run.errors)")
        #expect(!run.errors.contains("secret"), "the password in the URL is not repeated")
    }

    /// The demo account is put into a database when the app creates it, unless --no-demo; an existing
    /// database is used as it is, either way.
    @Test func noDemoMakesANewDatabaseWithoutTheDemoAndLeavesAnExistingOneAsItIs() throws {
        let home = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(home) }
        let refused = "Error: Wrong email or password.\n"
        let empty = home.appendingPathComponent("empty.sqlite").path
        let first = try BazaarBinary.run(["--database", empty, "--no-demo"], script: BazaarBinary.logIn + ["where"], home: home)
        #expect(first.errors == refused)
        #expect(first.output.hasSuffix("\nlogin\n"))
        #expect(FileManager.default.fileExists(atPath: empty))
        let later = try BazaarBinary.run(["--database", empty], script: BazaarBinary.logIn + ["where"], home: home)
        #expect(later.errors == refused, "a file made without the demo does not get it later")

        let demo = home.appendingPathComponent("demo.sqlite").path
        #expect(try BazaarBinary.run(["--database", demo], script: ["quit"], home: home).status == 0)
        let kept = try BazaarBinary.run(["--database", demo, "--no-demo"], script: BazaarBinary.logIn + ["where"], home: home)
        #expect(kept.errors == "" && kept.output.hasSuffix("\nhome\n"), "an existing file keeps its demo account")

        let memory = try BazaarBinary.run(["--in-memory", "--no-demo"], script: BazaarBinary.logIn, home: home)
        #expect(memory.errors == refused)
    }

    @Test func aFlagThatChoosesTheStoreOverridesBAZAAR_SERVER() throws {
        let run = try BazaarBinary.run(["--in-memory"], input: Data("where\n".utf8), environment: ["BAZAAR_SERVER": "not a url"])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("login\n"))
    }

    /// `bazaar` runs `bazaar-remote` for --server; a copy of bazaar without it says what to do in one line.
    @Test func withoutBazaarRemoteBesideItServerModeSaysWhatToDo() throws {
        try BazaarBinary.withHome { home in
            let alone = home.appendingPathComponent("bazaar")
            try CoreDumpTests.place(BazaarBinary.url, at: alone)
            let process = Process()
            let errors = Pipe()
            process.executableURL = alone
            process.arguments = ["--server", "http://127.0.0.1:9"]
            process.environment = BazaarBinary.environment(home: home)
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let said = String(decoding: BazaarBinary.readToEnd(errors.fileHandleForReading), as: UTF8.self)
            BazaarBinary.waitForExit(process)
            #expect(process.terminationStatus == 1)
            #expect(
                said == "bazaar: --server needs bazaar-remote beside bazaar; build it with make build, or install it with make install.\n")
        }
        // The copy was made 0700 with its home; the built binary, which other tests run as another user, was not.
        let mode = try FileManager.default.attributesOfItem(atPath: BazaarBinary.url.path)[.posixPermissions] as? Int ?? 0
        #expect(mode & 0o111 == 0o111, "the built binary is still executable by anyone: \(String(mode, radix: 8))")
    }

    @Test func aServerThatIsNotRunningIsNamedInOneLineAndTheSessionGoesOn() throws {
        // Port 9 (discard) on loopback: nothing listens there in a test run, so the connection is refused.
        let run = try BazaarBinary.run(["--server", "http://127.0.0.1:9"], script: BazaarBinary.logIn + ["where"])
        #expect(run.status == 0)
        #expect(
            run.errors
                == "Error: Could not log in. Cannot reach the server at http://127.0.0.1:9. Check that it is running, then try again.\n"
        )
        #expect(run.output.hasSuffix("login\n"))
    }
}
