import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The database file as people and other programs treat it: several `bazaar`s at once, a file made
/// read-only, one from a newer version, a damaged one. Each run's data is checked through the file itself
/// (a connection of the test's own), and a file that is refused is compared byte for byte before and after.
@Suite(.timeLimit(.minutes(1))) struct DatabaseFileTests {
    /// A database file made by one `bazaar` run, in a `data` folder of `home`.
    func makeDatabase(in home: URL) throws -> String {
        let path = home.appendingPathComponent("data/bazaar.sqlite").path
        let run = try BazaarBinary.run(["--database", path], script: ["quit"], home: home)
        #expect(run.status == 0 && run.errors == "", "set-up run: \(run.errors)")
        return path
    }

    /// The names in the database's folder, so a test sees any `-wal` or `-shm` left behind.
    func folderListing(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    func mode(of path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func severalProcessesStartingOnANewFileTogetherAllStartAndItIsSetUpOnce() throws {
        try BazaarBinary.withHome { home in
            let path = home.appendingPathComponent("data/bazaar.sqlite").path
            let runs = try BazaarBinary.runTogether(["--database", path], scripts: Array(repeating: ["where"], count: 4), home: home)

            for run in runs {
                #expect(run.status == 0)
                #expect(run.errors == "")
                #expect(run.output.hasSuffix("\nlogin\n"))
            }
            let applied = try SQLiteFile(path).run("SELECT identifier FROM grdb_migrations ORDER BY rowid").split(separator: "\n")
            #expect(applied.starts(with: ["v1-schema", "v1-seed", "v2-sessions"]))
            #expect(Set(applied).count == applied.count, "each migration applied once: \(applied)")
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM accounts") == "1\n")
            // example-begin
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM items") == "48\n")
            // example-end
            #expect(try mode(of: path) == 0o600)
        }
    }

    // example-begin
    /// Six processes race to buy the same nine cheap items (¥8,550 in all, within the demo's ¥10,000) in
    /// the same order: every item is bought once, every other attempt is told it is sold (whether it saw
    /// the item sold or lost the race inside the purchase), nothing says "could not be completed", and the
    /// ledger adds up.
    @Test func processesBuyingFromOneFileSellEachItemOnceAndTheLedgerAddsUp() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let contested = [2, 10, 21, 22, 31, 34, 42, 44, 47]
            let script = BazaarBinary.logIn + contested.flatMap { ["open items/\($0)", "buy", "y"] }

            let runs = try BazaarBinary.runTogether(["--database", path], scripts: Array(repeating: script, count: 6), home: home)

            var bought = 0
            var toldSold = 0
            for run in runs {
                #expect(run.status == 0)
                bought += run.output.split(separator: "\n").filter { $0.hasPrefix("Bought ") }.count
                let errors = run.errors.split(separator: "\n")
                toldSold += errors.filter { $0 == "Error: This item has already been sold." }.count
                // A process that saw the item sold before it asked takes the script's "y" as a command.
                let others = errors.filter { $0 != "Error: This item has already been sold." }
                #expect(others.allSatisfy { $0.hasPrefix("Error: Unknown command.") }, "no other error: \(run.errors)")
            }
            #expect(bought == contested.count)
            #expect(toldSold == contested.count * (runs.count - 1))

            let perItem = try SQLiteFile(path).run("SELECT item_id, COUNT(*) FROM transactions GROUP BY item_id ORDER BY item_id")
            #expect(perItem == contested.map { "\($0)|1\n" }.joined())
            let soldToDemo = try SQLiteFile(path).run("SELECT id FROM items WHERE is_sold = 1 AND buyer_id = 1 ORDER BY id")
            #expect(soldToDemo == contested.map { "\($0)\n" }.joined())
            let ledger = try SQLiteFile(path).run(
                """
                SELECT (SELECT SUM(balance) FROM accounts) + (SELECT COALESCE(SUM(amount), 0) FROM transactions);
                SELECT COUNT(*) FROM transactions AS t
                    WHERE balance_after != 10000 - (SELECT SUM(amount) FROM transactions AS u WHERE u.id <= t.id);
                """)
            #expect(ledger == "10000\n0\n", "balance + spent = the opening ¥10,000, and each balance_after follows from the ones before")
        }
    }

    /// Another program holds the write lock, having sold item 2, while four `bazaar`s try to buy it: each
    /// waits for the lock instead of failing, then is told the item is sold, and nothing is charged.
    @Test func aPurchaseThatMeetsAnotherWriteWaitsForItAndIsToldTheItemIsSold() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let other = try SQLiteFile(path)
            try other.run("BEGIN IMMEDIATE; UPDATE items SET is_sold = 1 WHERE id = 2")
            let question = "Buy Café au lait bowl for ¥1,200? [y/N]"
            let buyers = try (0..<4).map { _ in
                try BazaarBinary.start(["--database", path], script: BazaarBinary.logIn + ["open items/2", "buy", "y"], home: home)
            }
            // Each has seen the item for sale and been asked; its "y" is already waiting on its stdin.
            for buyer in buyers { try buyer.read(until: question) }

            try other.run("COMMIT")
            let runs = buyers.map { $0.finish() }

            for run in runs {
                #expect(run.status == 0)
                #expect(run.errors == "Error: This item has already been sold.\n")
                #expect(!run.output.contains("Bought"))
            }
            let state = try SQLiteFile(path).run(
                "SELECT is_sold, buyer_id IS NULL FROM items WHERE id = 2; SELECT COUNT(*) FROM transactions; SELECT balance FROM accounts")
            #expect(state == "1|1\n0\n10000\n")
        }
    }
    // example-end

    @Test func aFileMadeReadOnlyCanBeBrowsedNotBoughtFromAndKeepsItsModeAndBytes() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            #expect(chmod(path, 0o400) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))

            // example-begin
            let run = try BazaarBinary.run(
                ["--database", path], script: BazaarBinary.logIn + ["items", "open items/3", "buy", "y"], home: home)
            // example-else
            // let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn + ["where"], home: home)
            // example-end

            #expect(run.status == 0)
            // example-begin
            #expect(run.output.split(separator: "\n").contains("Page 1 of 5 · 48 items"))
            #expect(
                run.errors
                    == "Error: The database file is read-only, so nothing can be saved. To save, make the file writable (chmod u+w). You were not charged.\n"
            )
            // example-else
            // #expect(run.output.hasSuffix(BazaarBinary.home + "home\n"))
            // #expect(run.errors == "")
            // example-end
            #expect(try mode(of: path) == 0o400)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try folderListing(of: path) == ["bazaar.sqlite"], "no -wal or -shm left at the file's read-only mode")
        }
    }

    /// Run as another user (so only as root, who can become one): a database that user may read but
    /// neither write nor chmod is browsed, read-only, instead of failing with "Operation not permitted".
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aFileTheUserMayReadButNotChangeIsBrowsedReadOnly() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            #expect(chmod(home.path, 0o755) == 0 && chmod(home.appendingPathComponent("data").path, 0o755) == 0)
            #expect(chmod(path, 0o644) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

            // example-begin
            let script = BazaarBinary.logIn + ["items"]
            // example-else
            // let script = BazaarBinary.logIn + ["where"]
            // example-end

            let run = try BazaarBinary.run(
                ["--database", path, "--no-history"], input: Data(script.joined(separator: "\n").utf8 + [0x0A]), home: home,
                launcher: nobody)

            #expect(run.status == 0)
            #expect(run.errors == "")
            // example-begin
            #expect(run.output.contains("Page 1 of 5 · 48 items"))
            // example-else
            // #expect(run.output.hasSuffix(BazaarBinary.home + "home\n"))
            // example-end
            #expect(try mode(of: path) == 0o644)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test(arguments: [
        "PRAGMA user_version = 2", "INSERT INTO grdb_migrations (identifier) VALUES ('v2-wallets')",
    ])
    func aDatabaseFromANewerBazaarIsRefusedAndLeftByteForByte(change: String) throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            try SQLiteFile(path).run(change)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let listing = try folderListing(of: path)

            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn, home: home)

            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: cannot open the database at '\(path)': the database was written by a newer version of Bazaar. Use that version; this one leaves the file alone.\n"
            )
            #expect(run.output == "")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try folderListing(of: path) == listing)
        }
    }

    @Test func aDatabaseWithACorruptPageIsRefusedAndLeftByteForByte() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let pageSize = try #require(Int(try SQLiteFile(path).run("PRAGMA page_size").trimmingCharacters(in: .newlines)))
            let root = try SQLiteFile(path).run("SELECT rootpage FROM sqlite_master WHERE name = 'accounts'")
            let accountsRoot = try #require(Int(root.trimmingCharacters(in: .newlines)))
            let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            try file.seek(toOffset: UInt64((accountsRoot - 1) * pageSize))
            try file.write(contentsOf: Data(repeating: 0xA5, count: 16))
            try file.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let listing = try folderListing(of: path)

            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn, home: home)

            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: cannot open the database at '\(path)': the database file is damaged (SQLite reports it malformed). Restore it from a backup or use another file.\n"
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "not a byte written: no new page, same schema cookie")
            #expect(try folderListing(of: path) == listing)
        }
    }

    // example-begin
    @Test func oneItemInAnUnknownCurrencyIsShownByItsCodeAndCannotBeBought() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            try SQLiteFile(path).run("UPDATE items SET currency = 'XYZ' WHERE id = 2")

            let run = try BazaarBinary.run(
                ["--database", path], script: BazaarBinary.logIn + ["items", "open items/2", "buy", "y"], home: home)

            #expect(run.status == 0)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.contains("Page 1 of 5 · 48 items"), "the rest of the catalogue is listed")
            #expect(lines.contains { $0.hasPrefix("2   Café au lait bowl") && $0.hasSuffix("XYZ 1,200") })
            #expect(lines.contains("Price:  XYZ 1,200"))
            #expect(
                run.errors
                    == "Error: An amount is in 'XYZ', a currency this version of Bazaar does not know, so it cannot be used in a purchase. Choose another item, or update Bazaar. You were not charged.\n"
            )
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM transactions; SELECT balance FROM accounts") == "0\n10000\n")
        }
    }
    // example-end

    // example-begin
    /// Another program put escape sequences (a window title, a screen clear) and a bidi override in an item's
    /// name: the list, the item, the question, the purchase and the transactions show them as visible text.
    @Test func escapesInAnItemNameFromTheFileAreShownVisiblyNeverSent() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            try SQLiteFile(path).run(
                "UPDATE items SET name = 'Tea' || char(27) || ']0;PWNED' || char(7) || char(27) || '[2J' || char(8238) || 'pot 急須' WHERE id = 3"
            )

            let script = BazaarBinary.logIn + ["items", "open items/3", "buy", "y", "open transactions", "1"]
            let run = try BazaarBinary.run(["--database", path], script: script, home: home)

            #expect(run.status == 0)
            #expect(run.errors == "")
            let shown = "Tea^[]0;PWNED^G^[[2J\\u{202E}pot 急須"
            let controls = run.output.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || $0 == "\u{202E}") }
            #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("3   \(shown)  ") }, "the list")
            #expect(lines.contains(shown), "the item's heading")
            #expect(lines.contains("Buy \(shown) for ¥3,800? [y/N]"))
            #expect(lines.contains("Bought \(shown) for ¥3,800. Your balance is now ¥6,200."))
            #expect(lines.contains { $0.hasPrefix("1  \(shown)  ¥3,800  ") }, "the transactions")
            #expect(lines.contains("Item:          \(shown)"), "the transaction")
        }
    }
    // example-end

    @Test func anEmptyDatabasePathSaysSo() throws {
        let run = try BazaarBinary.run(["--database", ""], script: ["where"])

        #expect(run.status == 1)
        #expect(
            run.errors
                == "bazaar: cannot open the database at '': the path is empty; give --database the path of a file, or use --in-memory\n")
        #expect(run.output == "")
    }

    @Test func reopeningAFileThatNeedsNothingWritesNothing() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))

            // example-begin
            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn + ["items", "transactions"], home: home)
            // example-else
            // let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn + ["where"], home: home)
            // example-end

            #expect(run.status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try folderListing(of: path) == ["bazaar.sqlite"])
        }
    }

    /// Run as another user (so only as root, who can become one): a database set up and writable by that
    /// user, in a folder they may not write, is not "read-only": SQLite cannot make its `-wal` and `-shm`
    /// files beside it, and the message says so and what to do.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aWritableDatabaseInAFolderTheUserMayNotWriteSaysWhy() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let folder = home.appendingPathComponent("data").path
            #expect(chmod(home.path, 0o755) == 0 && chmod(folder, 0o755) == 0)
            #expect(chown(path, 65534, 65534) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

            let run = try BazaarBinary.run(
                ["--database", path, "--no-history"], input: Data("where\n".utf8), home: home, launcher: nobody)

            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: cannot open the database at '\(path)': SQLite cannot create its -wal and -shm files in '\(folder)'; "
                    + "make that folder writable for you, or move the database to one that is\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    /// A relative `HOME` would put the default database under whatever folder bazaar starts in: refused.
    @Test func aRelativeHomeIsRefusedForTheDefaultDatabase() throws {
        try BazaarBinary.withHome { home in
            let run = try BazaarBinary.run(
                [], input: Data("where\n".utf8), home: home, environment: ["HOME": "relative"],
                launcher: ["/usr/bin/env", "-C", home.path])
            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: HOME is 'relative', not an absolute path, so the database would go under the current folder; "
                    + "set HOME to your home folder's absolute path, or give --database PATH\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
        }
    }
}
