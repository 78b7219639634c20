import Foundation
import Mustache

/// Everything a template writes, rendered before anything is written.
struct Plan {
    /// One `into …` block of an insertion template, before it is rendered.
    struct Block {
        var file: String
        var marker: String
        var isOptional = false
        var isShared = false
        var template = ""
    }

    struct Insertion {
        var file: String
        var marker: String
        var text: String
        /// Lines two templates' runs may both add (a field name two features share): only the lines the
        /// file does not have yet are added, and none is refused.
        var isShared = false
    }

    var files: [(path: String, text: String)] = []
    var insertions: [Insertion] = []
    /// The file, among those it writes, that records the lines it adds to shared files (the README at the top of
    /// the tree it writes, `Modules/NAME/README.md`), for the generator's remover to take out exactly those.
    var record: String?
    /// The `NAME` it was given, which its record keeps for the remover (`make remove-feature NAME=Person` finds
    /// the tree of the feature made as Person, whatever its plural).
    var name: String?

    init(template folder: String, context: [String: Any]) throws {
        let manager = FileManager.default
        let filesFolder = folder + "/files"
        for relative in try Self.templates(in: filesFolder) {
            let path = try Self.render(String(relative.dropLast(".mustache".count)), context)
            var template = try String(contentsOfFile: "\(filesFolder)/\(relative)", encoding: .utf8)
            if let needs = Self.needs(template) {
                guard manager.fileExists(atPath: needs.folder) else { continue }
                template = needs.rest
            }
            let text = try Self.render(template, context)
            // A file whose whole text is in a section the context leaves out is not written (a screen's tree's
            // own files, when it goes into a tree that has them).
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            files.append((path, text))
        }
        record = files.first { Self.isTreesReadme($0.path) }?.path
        if record != nil { name = context["Name"] as? String }
        let insertionsFolder = folder + "/insertions"
        if manager.fileExists(atPath: insertionsFolder) {
            for relative in try Self.templates(in: insertionsFolder) {
                let source = try String(contentsOfFile: "\(insertionsFolder)/\(relative)", encoding: .utf8)
                for var block in try Self.blocks(source, in: "\(insertionsFolder)/\(relative)") {
                    // Its file may be a feature's own (`into Modules/{{Feature}}/…`).
                    block.file = try Self.render(block.file, context)
                    if block.isOptional, !manager.fileExists(atPath: block.file) { continue }
                    // Its lines; a blank line at its end (before the next `into`) is kept, as the block's last.
                    var text = try Self.render(block.template, context)
                    if text.hasSuffix("\n") { text.removeLast() }
                    // A block whose lines are all in a section the context leaves out is not made.
                    if text.allSatisfy(\.isWhitespace) { continue }
                    insertions.append(Insertion(file: block.file, marker: block.marker, text: text, isShared: block.isShared))
                }
            }
        }
    }

    /// Whether `path` is a tree's README, `Modules/NAME/README.md`: where a template keeps its record.
    static func isTreesReadme(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count == 3 && parts[0] == "Modules" && parts[2] == "README.md"
    }

    /// The folder of the app a file template needs, which its first line names (`{{! needs Modules/API }}`:
    /// a part an app may not have, as an app made without the server or its client), and the template below
    /// that line: the file is written only when the app has the folder, as an `into?` insertion is written only
    /// when its file is there.
    static func needs(_ template: String) -> (folder: String, rest: String)? {
        let lines = template.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let match = lines.first?.wholeMatch(of: /\{\{! needs (\S+) \}\}/) else { return nil }
        return (String(match.1), lines.count > 1 ? String(lines[1]) : "")
    }

    /// An insertion template's blocks: each starts with a line `into PATH above MARKER` (`into? …` when the
    /// file may be missing, as the server's client is in an app made without it; `into! …` for lines the
    /// file may already have, of which only the others are added) and holds the lines below it.
    static func blocks(_ source: String, in path: String) throws -> [Block] {
        var blocks: [Block] = []
        var lines = source.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }  // the file's last line break
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 3)
            if parts.count == 4, ["into", "into?", "into!"].contains(parts[0]), parts[2] == "above" {
                blocks.append(
                    Block(file: String(parts[1]), marker: String(parts[3]), isOptional: parts[0] == "into?", isShared: parts[0] == "into!"))
            } else if blocks.isEmpty {
                guard line.isEmpty else { throw Problem("\(path): its first line must be 'into PATH above MARKER'") }
            } else {
                blocks[blocks.count - 1].template += line + "\n"
            }
        }
        return blocks
    }

    /// Refuses, in one line, what would overwrite a file, miss a marker, or add a name that is taken.
    func check() throws {
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            throw Problem("\(file.path) already exists")
        }
        for insertion in insertions {
            // Its file may be one the plan writes (a new tree's routes, which its first screen's lines go in).
            guard
                let text = files.first(where: { $0.path == insertion.file })?.text
                    ?? (try? String(contentsOfFile: insertion.file, encoding: .utf8))
            else {
                throw Problem("\(insertion.file) is missing")
            }
            guard text.contains(insertion.marker) else {
                throw Problem("the line '\(insertion.marker) …' is missing from \(insertion.file)")
            }
            let first = insertion.text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            if !insertion.isShared, !first.isEmpty, lines.contains(first) { throw Problem("\(insertion.file) already has '\(first)'") }
        }
    }

    func write() throws {
        var added: [String] = []
        for file in files {
            try FileManager.default.createDirectory(
                atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
        }
        let lineLength = Project.lineLength()
        for var insertion in insertions {
            let text = try String(contentsOfFile: insertion.file, encoding: .utf8)
            if insertion.isShared {
                guard let added = Self.lines(of: insertion.text, notIn: text) else { continue }
                insertion.text = added
            }
            try Self.insert(insertion.text, above: insertion.marker, in: text, lineLength: lineLength).write(
                toFile: insertion.file, atomically: true, encoding: .utf8)
            // A shared line (a field's name) stays when the feature goes: another may use it; a line in a file
            // the plan wrote goes with the file.
            if !insertion.isShared, !files.contains(where: { $0.path == insertion.file }) {
                added += insertion.text.split(separator: "\n").map { "\(insertion.file): \($0.trimmingCharacters(in: .whitespaces))" }
            }
        }
        if let record {
            let text = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
            try (text + Self.recordSection(added, name: name)).write(toFile: record, atomically: true, encoding: .utf8)
        }
    }

    /// The record of the lines added to shared files, each `FILE: LINE` (the line without its indentation),
    /// between the markers the remover reads, the first naming the `NAME` it was made by.
    static func recordSection(_ lines: [String], name: String?) -> String {
        "\n## Where it joins\n\nThe lines the generator added to shared files, which its remover takes out (exactly these):\n\n"
            + "<!-- joined: begin\(name.map { " NAME=\($0)" } ?? "") -->\n```text\n" + lines.map { $0 + "\n" }.joined()
            + "```\n<!-- joined: end -->\n"
    }

    var summary: String {
        let counts = Dictionary(grouping: insertions, by: \.file).map { file, insertions in
            let lines = insertions.map { $0.text.split(separator: "\n").count }.reduce(0, +)
            return "  \(file) (\(lines) \(lines == 1 ? "line" : "lines"))"
        }.sorted()
        return "Wrote:\n" + files.map { "  \($0.path)" }.joined(separator: "\n") + "\nAdded at the marked lines:\n"
            + counts.joined(separator: "\n")
    }

    /// The lines of `addition` that `text` does not hold yet (each once, compared without indentation), or
    /// nil when it holds them all: what an `into!` block adds.
    static func lines(of addition: String, notIn text: String) -> String? {
        var present = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let added = addition.split(separator: "\n").filter { present.insert($0.trimmingCharacters(in: .whitespaces)).inserted }
        return added.isEmpty ? nil : added.joined(separator: "\n")
    }

    /// `text` with `addition` above the first line holding `marker`, each line indented like it. When the
    /// addition is an element of a list (it ends with a comma), the element above gets its comma back if a
    /// formatter took it off.
    /// A catalog's line longer than `lineLength` (`case .key: "words…"`) is broken after its colon, as a
    /// formatter cannot break a string.
    static func insert(_ addition: String, above marker: String, in text: String, lineLength: Int = .max) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(marker) }) else { return text }
        let pad = String(lines[index].prefix { $0 == " " })
        if addition.hasSuffix(","), index > 0 {
            // The code of the line above, without a comment at its end (`x: 1  // example`).
            let above = lines[index - 1]
            let comment = above.range(of: "  //")
            let code = comment.map { String(above[..<$0.lowerBound]) } ?? above
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, !trimmed.hasPrefix("//"), let last = trimmed.last, !",([{".contains(last) {
                lines[index - 1] = code + "," + (comment.map { String(above[$0.lowerBound...]) } ?? "")
            }
        }
        let added = addition.components(separatedBy: "\n").flatMap { line -> [String] in
            guard !line.isEmpty else { return [""] }
            let indented = pad + line
            guard indented.count > lineLength, let quote = indented.firstIndex(of: "\""),
                let colon = indented[..<quote].lastIndex(of: ":"), indented[..<colon].contains("case ")
            else { return [indented] }
            let more = String(indented.prefix { $0 == " " }) + "    "
            return [String(indented[...colon]), more + indented[indented.index(after: colon)...].drop { $0 == " " }]
        }
        lines.insert(contentsOf: added, at: index)
        return lines.joined(separator: "\n")
    }

    /// The `.mustache` files under `folder`, as paths relative to it, in order.
    static func templates(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { throw Problem("\(folder) is missing") }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".mustache") }.sorted()
    }

    /// Mustache as text (no HTML escaping): `{{Name}}` is written as it is.
    static func render(_ template: String, _ context: [String: Any]) throws -> String {
        do {
            let text = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + template).render(context)
            // A section's tag on the first line stands alone, as on any other: the line goes, not only the tag
            // (the pragma before it keeps the renderer from seeing so).
            if text.hasPrefix("\n"), template.hasPrefix("{{#") || template.hasPrefix("{{^") { return String(text.dropFirst()) }
            return text
        } catch {
            throw Problem("a template does not parse: \(error)")
        }
    }
}

/// What the generator reads of the project.
enum Project {
    /// The demo account's email (Modules/Storage/Seed/SeedData.swift), which transcripts log in with.
    static func demoEmail() throws -> String { try seed("demoEmail") }

    /// The demo account's name, which screens show.
    static func demoName() throws -> String { try seed("demoDisplayName") }

    /// A `static let NAME = "…"` of Modules/Storage/Seed/SeedData.swift.
    private static func seed(_ name: String) throws -> String {
        let path = "Modules/Storage/Seed/SeedData.swift"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.contains("static let \(name) = \"") }),
            let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end
        else { throw Problem("cannot read \(name) from \(path): run the generator from the app's root") }
        return String(line[line.index(after: start)..<end])
    }

    /// The app's currency, `Currency.app` in Modules/Models/Currency.swift (`static let app = Currency.jpy`,
    /// and that currency's `Currency(code:symbol:minorUnitDigits:)`), which a money field is in.
    static func appCurrency(path: String = "Modules/Models/Currency.swift") throws(Problem) -> AppCurrency {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let app = text.firstMatch(of: /static let app = Currency\.([a-z][A-Za-z0-9]*)/)?.1,
            let declaration = try? Regex(
                #"static let \#(app) = Currency\(code: "[A-Z]{3}", symbol: "([^"]+)", minorUnitDigits: ([0-9])\)"#),
            let match = try? declaration.firstMatch(in: text),
            let symbol = match.output[1].substring, let digits = match.output[2].substring.flatMap({ Int($0) })
        else { throw Problem("cannot read the app's currency (static let app = Currency.…) from \(path): a Money field is in it") }
        return AppCurrency(symbol: String(symbol), digits: digits)
    }

    /// The types the app and its server declare (in App, Modules and Tests, and Server's Sources, Modules and
    /// Tests): a feature named like one would make every use of that name ambiguous (`Backend`, ServerTesting's).
    static func declaredTypes() -> Set<String> {
        names(
            matching: /(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9]*)/,
            in: ["App", "Modules", "Tests", "Server/Sources", "Server/Modules", "Server/Tests"])
    }

    /// The words the app's screens take as commands (`CommandSpec("quit", aliases: ["exit"]`), by the tree that
    /// declares them (`Notes` for Modules/Notes/…); the core's (Modules/TextShell, App), on every screen, under "".
    static func commandWords() -> [String: Set<String>] {
        var words: [String: Set<String>] = [:]
        for (folder, path, text) in swiftFiles(in: ["App", "Modules"]) where !path.contains("/Tests/") {
            let first = String(path.prefix { $0 != "/" })
            let tree = folder == "Modules" && first != "TextShell" ? first : ""
            for match in text.matches(of: /CommandSpec\(\s*"([^"]+)"(?:,\s*aliases:\s*\[([^\]]*)\])?/) {
                words[tree, default: []].insert(String(match.1))
                for alias in (match.2 ?? "").matches(of: /"([^"]+)"/) { words[tree, default: []].insert(String(alias.1)) }
            }
        }
        return words
    }

    /// The properties the app's stores, server and client declare (in Modules/Storage, Modules/Remote,
    /// Modules/UseCases and Server/Sources, and the same layers of each feature tree): a served use case adds
    /// one named for it to each, so a name one of them already has is refused.
    static func declaredProperties() -> Set<String> {
        let trees = ((try? FileManager.default.contentsOfDirectory(atPath: "Modules")) ?? []).flatMap { tree in
            ["Storage", "Remote", "UseCases"].map { "Modules/\(tree)/\($0)" }
        }
        let serverTrees = ((try? FileManager.default.contentsOfDirectory(atPath: "Server/Modules")) ?? []).map { "Server/Modules/\($0)" }
        return names(
            matching: /(?:var|let) ([a-z][A-Za-z0-9]*)\s*:/,
            in: ["Modules/Storage", "Modules/Remote", "Modules/UseCases", "Server/Sources"] + trees + serverTrees)
    }

    /// What `pattern` captures in every Swift file under `folders` (a folder the app lacks counts as empty).
    private static func names(matching pattern: Regex<(Substring, Substring)>, in folders: [String]) -> Set<String> {
        Set(swiftFiles(in: folders).flatMap { _, _, text in text.matches(of: pattern).map { String($0.1) } })
    }

    /// Every readable Swift file under `folders`: the folder, the file's path inside it, and its text.
    private static func swiftFiles(in folders: [String]) -> [(folder: String, path: String, text: String)] {
        folders.flatMap { folder -> [(folder: String, path: String, text: String)] in
            guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
            return walker.compactMap { element in
                guard let path = element as? String, path.hasSuffix(".swift"),
                    let text = try? String(contentsOfFile: "\(folder)/\(path)", encoding: .utf8)
                else { return nil }
                return (folder, path, text)
            }
        }
    }

    /// The longest line the project's formatter allows (`lineLength` in .swift-format; 100 without one).
    static func lineLength() -> Int {
        guard let data = FileManager.default.contents(atPath: ".swift-format"),
            let settings = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let length = settings["lineLength"] as? Int
        else { return 100 }
        return length
    }

    /// Each feature tree's routes (`Modules/NAME/Presenters/NAMERoute.swift`), by the tree's name.
    static func routesOfTrees() -> [String: String] {
        let trees = (try? FileManager.default.contentsOfDirectory(atPath: "Modules")) ?? []
        return Dictionary(
            uniqueKeysWithValues: trees.compactMap { tree in
                (try? String(contentsOfFile: "Modules/\(tree)/Presenters/\(tree)Route.swift", encoding: .utf8)).map { (tree, $0) }
            })
    }

    /// Refuses a new tree whose modules would bear a name a folder of `Modules/` has (`View`: its models would be
    /// `ViewModels`, the core's), before anything is written.
    static func refuseClash(ofNewTree tree: String, folders: Set<String> = moduleFolders()) throws(Problem) {
        let layers = ["Models", "UseCases", "ViewModels", "Storage", "API", "Remote", "Presenters", "Coordinator", "TextShell", "Testing"]
        if let clash = layers.map({ tree + $0 }).first(where: folders.contains) {
            throw Problem("a tree named \(tree) would have a module \(clash), the name of Modules/\(clash): choose another name")
        }
    }

    /// The folders of `Modules/`.
    static func moduleFolders() -> Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: "Modules")) ?? []) }

    /// Every file of routes in a tree (`Modules/NAME/Presenters/…/*Route.swift`), wherever in its presenters.
    static func routeFiles() -> [String] {
        let trees = (try? FileManager.default.contentsOfDirectory(atPath: "Modules")) ?? []
        return trees.sorted().flatMap { tree in
            let presenters = "Modules/\(tree)/Presenters"
            let files = FileManager.default.enumerator(atPath: presenters)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix("Route.swift") }.sorted().compactMap {
                try? String(contentsOfFile: "\(presenters)/\($0)", encoding: .utf8)
            }
        }
    }

    /// The templates there are.
    static func templates() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "scripts/templates")) ?? []).sorted()
    }
}
