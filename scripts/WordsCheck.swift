// Checks the catalogs of words (make test runs it through scripts/check-words.sh). For every enum that
// conforms to `Words` in a `Words/` folder, and its `English*.swift` and `Japanese*.swift` beside it:
//
// - every key (case) is said in every language (the compiler checks this too, as long as no switch has a
//   `default:`, which is refused here);
// - every key takes the same arguments in every language, and each sentence uses every argument it binds;
// - every key is used somewhere outside the catalog (an unused key is a sentence nobody sees);
//
// - no Japanese sentence is English left in place (a literal of two words or more with no Japanese
//   character), unless it is marked `untranslated("…")`;
//
// and it lists the sentences still marked `untranslated("…")` (what `make screen` writes for Japanese).
//
// and, in the modules that show text (ViewModels, Presenters, TextShell, REPL, JSONLines, App), no string
// literal that reads as a sentence or a label is written outside a `Words/` folder: a literal holding two
// words, or one capitalised word and nothing else, outside comments and programmer-only messages
// (`precondition`, `fatalError`, `preconditionFailure`). A line that must hold such a literal says why at
// its end, after `// words: ` (a code, not words; a file format's header; another module's English).
import Foundation

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
let fileManager = FileManager.default
var problems: [String] = []

func swiftFiles(under folder: String) -> [String] {
    guard let walker = fileManager.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.contains("Generated/") }.map { "\(folder)/\($0)" }
        .sorted()
}

func read(_ path: String) -> [String] {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))?.components(separatedBy: "\n") ?? []
}

let sources = ["Modules", "App"].flatMap(swiftFiles(under:))
let catalogFiles = sources.filter { $0.contains("/Words/") }
let languages = ["English", "Japanese"]

// The keys: `case name` or `case name(...)` lines of each `enum X: Words` declaration.
struct Catalog {
    let name: String
    let folder: String
    var keys: [String] = []
}

var catalogs: [Catalog] = []
for path in catalogFiles {
    var current: Catalog?
    var depth = 0
    for line in read(path) {
        let code = line.components(separatedBy: "//").first ?? ""
        if current == nil, let match = code.firstMatch(of: #/enum (\w+): Words\b/#) {
            current = Catalog(name: String(match.1), folder: (path as NSString).deletingLastPathComponent)
            depth = 0
        }
        guard var catalog = current else { continue }
        if depth == 1, let match = code.firstMatch(of: #/^\s*(?:indirect )?case (\w+)/#) { catalog.keys.append(String(match.1)) }
        depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
        current = catalog
        if depth == 0 && code.contains("}") {
            catalogs.append(catalog)
            current = nil
        }
    }
}
if catalogs.isEmpty { problems.append("no enum conforming to Words was found under Modules/*/Words or App/Words") }
// Types declared elsewhere whose words are said in a catalog (`extension LoginError { var english … }`, the
// Models errors): their keys are the cases the English says.
var declaredElsewhere: Set<String> = []
for path in catalogFiles where languages.contains(where: (path as NSString).lastPathComponent.hasPrefix) {
    for line in read(path) {
        guard let match = line.firstMatch(of: #/^extension ([\w.]+) \{/#) else { continue }
        let name = String(match.1)
        let folder = (path as NSString).deletingLastPathComponent
        if !catalogs.contains(where: { $0.name == name && $0.folder == folder }) && declaredElsewhere.insert(folder + "|" + name).inserted {
            catalogs.append(Catalog(name: name, folder: folder))
        }
    }
}

/// The first literal of a Japanese sentence that holds letters and not one Japanese character (hiragana,
/// katakana, kanji, or full-width forms): English left where Japanese belongs. A sentence marked
/// `untranslated("…")` is listed below instead; a literal that is only a name or a code the languages share
/// (`"OK"`, `"UTC"`, a placeholder), with no two words together, is not English.
func englishOnly(_ body: String) -> String? {
    guard !body.contains("untranslated(") else { return nil }
    for match in body.matches(of: #/"((?:[^"\\]|\\.)*)"/#) {
        let text = String(match.1).replacing(#/\\\(.*?\)/#, with: "")
        let japanese = text.unicodeScalars.contains {
            (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value)
                || (0x3000...0x303F).contains($0.value)
        }
        if !japanese, text.firstMatch(of: #/\p{L}{2,}[ ,:;?!…]+\p{L}{2,}/#) != nil { return String(match.1) }
    }
    return nil
}

/// The patterns of `extension NAME { var LANGUAGE: String { switch self { … } } }` in a catalog's folder:
/// each key's bound argument names, and whether each sentence uses them.
func sentences(of catalog: Catalog, in language: String) -> [String: [Set<String>]] {
    let files = catalogFiles.filter { ($0 as NSString).deletingLastPathComponent == catalog.folder }
        .filter { ($0 as NSString).lastPathComponent.hasPrefix(language) }
    var said: [String: [Set<String>]] = [:]
    for path in files {
        let lines = read(path)
        var inside = false
        var depth = 0
        var open: (key: String, bound: Set<String>, line: Int, body: String)?
        func close() {
            guard let case_ = open else { return }
            for name in case_.bound where case_.body.firstMatch(of: try! Regex("(?:^|\\W)\(name)(?:\\W|$)")) == nil {
                problems.append("\(path):\(case_.line): \(catalog.name).\(case_.key) binds '\(name)' but its \(language) does not use it")
            }
            if language == "Japanese", let english = englishOnly(case_.body) {
                problems.append(
                    "\(path):\(case_.line): \(catalog.name).\(case_.key)'s Japanese is English (\"\(english)\"): translate it, or mark it untranslated(\"…\") so that it is listed"
                )
            }
            said[case_.key, default: []].append(case_.bound)
            open = nil
        }
        for (index, line) in lines.enumerated() {
            let code = line.components(separatedBy: " // ").first ?? line
            if !inside, code.contains("extension \(catalog.name) {") {
                inside = true
                depth = 0
            }
            guard inside else { continue }
            if code.firstMatch(of: #/^\s*default\s*:/#) != nil {
                problems.append("\(path):\(index + 1): a catalog's switch has no default: each key is said on its own line")
            }
            if let match = code.firstMatch(of: #/^\s*case (let )?\.(\w+)(.*?):(.*)$/#) {
                close()
                let pattern = String(match.3)
                let bound = match.1 != nil ? Set(pattern.matches(of: #/(?:^|[^.\w])([a-z]\w*)\b/#).map { String($0.1) }) : []
                open = (String(match.2), bound, index + 1, String(match.4))
            } else if open != nil {
                open?.body += "\n" + code
            }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if depth == 0 && code.contains("}") {
                close()
                inside = false
            }
        }
        close()
    }
    return said
}

// Every `.name` written outside the catalogs (in the app, in the generator, and in a catalog file other than
// a language's, without its `case` lines): a key is used when it is among them. Collected in one pass over
// the text, not one search of it for each of some two hundred keys.
let usedMembers: Set<Substring> = {
    let outside =
        sources.filter { !$0.contains("/Words/") }.map { read($0).joined(separator: "\n") }.joined(separator: "\n")
        + "\n"
        + catalogFiles.filter { !languages.contains(where: ($0 as NSString).lastPathComponent.hasPrefix) }
        .map { read($0).filter { !$0.contains("case ") }.joined(separator: "\n") }.joined(separator: "\n")
        // A word only the features `make feature` writes say (a yes-or-no field's `.yesOrNo`) is used there.
        + "\n" + swiftFiles(under: "scripts/Generate/Sources").map { read($0).joined(separator: "\n") }.joined(separator: "\n")
    let isNamePart: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
    var names = Set<Substring>()
    var index = outside.startIndex
    while let dot = outside[index...].firstIndex(of: ".") {
        let start = outside.index(after: dot)
        let end = outside[start...].firstIndex(where: { !isNamePart($0) }) ?? outside.endIndex
        if start < end { names.insert(outside[start..<end]) }
        index = end
    }
    return names
}()

var keysChecked = 0
for var catalog in catalogs {
    let said = languages.map { ($0, sentences(of: catalog, in: $0)) }
    let isDeclaredElsewhere = declaredElsewhere.contains(catalog.folder + "|" + catalog.name)
    if isDeclaredElsewhere { catalog.keys = Array(Set(said.flatMap { $0.1.keys })).sorted() }
    keysChecked += catalog.keys.count
    for (language, sentences) in said {
        for key in catalog.keys where sentences[key] == nil {
            problems.append("\(catalog.folder): \(catalog.name).\(key) is not said in \(language)")
        }
        for key in sentences.keys where !catalog.keys.contains(key) {
            problems.append("\(catalog.folder): \(language) says \(catalog.name).\(key), which is no key")
        }
    }
    for key in catalog.keys {
        let arguments = said.map { ($0.0, $0.1[key]?.reduce(into: Set<String>()) { $0.formUnion($1) }.count ?? 0) }
        if Set(arguments.map(\.1)).count > 1 {
            let counts = arguments.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            problems.append("\(catalog.folder): \(catalog.name).\(key) takes a different number of arguments in each language (\(counts))")
        }
    }
    // Used: `.key` somewhere outside the catalogs.
    for key in catalog.keys where !isDeclaredElsewhere && !usedMembers.contains(Substring(key)) {
        problems.append("\(catalog.folder): \(catalog.name).\(key) is never used outside the catalog: remove it, or use it")
    }
}

// Literals that read as words, outside the catalogs, in the modules that show text.
let shown = ["Modules/ViewModels", "Modules/Presenters", "Modules/TextShell", "Modules/REPL", "Modules/JSONLines", "App"]
for path in sources where shown.contains(where: { path.hasPrefix($0 + "/") }) && !path.contains("/Words/") {
    for (index, line) in read(path).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") || line.contains("// words: ") { continue }
        if ["precondition", "fatalError", "preconditionFailure", "assert"].contains(where: { line.contains($0 + "(") }) { continue }
        let code = line.components(separatedBy: " // ").first ?? line
        for match in code.matches(of: #/"((?:[^"\\]|\\.)*)"/#) {
            let text = String(match.1).replacing(#/\\\(.*?\)/#, with: "")
            let twoWords = text.firstMatch(of: #/\p{L}{2,}(?:[ ,:;?!…]+|\.\s)\p{L}{2,}/#) != nil
            let oneCapitalisedWord = text.wholeMatch(of: #/\p{Lu}\p{Ll}+[.:…]?/#) != nil
            if twoWords || oneCapitalisedWord {
                problems.append("\(path):\(index + 1): \"\(match.1)\" reads as words: say it through the module's Words/ catalog")
            }
        }
    }
}

// Not an error: sentences a generator wrote in English for a language, marked `untranslated("…")` (in a
// catalog, or a use case's field name).
for path in sources {
    for (index, line) in read(path).enumerated() where line.contains("untranslated(\"") && !line.contains("///") {
        print("words: to translate: \(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
    }
}

if problems.isEmpty {
    print(
        "words: \(catalogs.count) catalogs, \(keysChecked) keys, each said in \(languages.joined(separator: " and ")) with the same arguments and used; no words outside them"
    )
} else {
    for problem in problems { FileHandle.standardError.write(Data("words: \(problem)\n".utf8)) }
    exit(1)
}
