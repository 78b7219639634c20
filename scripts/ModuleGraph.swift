// Reads `swift package describe --type json` on stdin and prints the package's module graph as a Mermaid
// flowchart: every non-test target, an arrow to each module it may import, third-party products in
// rounded boxes. Run by scripts/graph.sh (make graph).
//
// With `--check-table README.md`, prints nothing and fails instead when a target depends on a module of
// ours that its row of the README's module table ("may import") does not allow: the table is the law. A
// feature's module (the folder Modules/NAME/LAYER: NAMEModels, NAMEUseCases, …) is checked against the row
// FEATURELayer, in which FEATURE stands for its own feature: a module may import its own feature's modules
// that its row names, and no other feature's. It also fails when a source file imports a module of ours its
// target does not declare: the build's explicit import check lets through a module reached through another
// (a presenter importing its feature's use cases through its view models), so the table would bind Package.swift
// and not the code.
import Foundation

struct Target {
    let name: String
    let kind: String
    let targets: [String]
    let products: [String]
}

let data = FileHandle.standardInput.readDataToEndOfFile()
guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any], let list = root["targets"] as? [[String: Any]] else {
    FileHandle.standardError.write(Data("graph: stdin is not `swift package describe --type json`\n".utf8))
    exit(1)
}
let targets = list.compactMap { entry -> Target? in
    guard let name = entry["name"] as? String, let kind = entry["type"] as? String, kind != "test" else { return nil }
    return Target(
        name: name, kind: kind, targets: entry["target_dependencies"] as? [String] ?? [],
        products: entry["product_dependencies"] as? [String] ?? [])
}.sorted { $0.name < $1.name }

// With `--module-of FILE`, prints the module whose folder holds FILE (the deepest: Modules/Notes/Models/Note.swift
// is NotesModels), or nothing.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--module-of" {
    let file = CommandLine.arguments[2]
    let holding = list.compactMap { entry -> (name: String, path: String)? in
        guard let name = entry["name"] as? String, let path = entry["path"] as? String, file.hasPrefix(path + "/") else { return nil }
        return (name, path)
    }
    if let module = holding.max(by: { $0.path.count < $1.path.count }) { print(module.name) }
    exit(0)
}

// With `--tests-of MODULE`, prints the test targets that cover MODULE (depend on it, directly or not).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--tests-of" {
    var dependencies: [String: [String]] = [:]
    for entry in list {
        guard let name = entry["name"] as? String else { continue }
        dependencies[name] = entry["target_dependencies"] as? [String] ?? []
    }
    func reaches(_ name: String, _ module: String, _ seen: inout Set<String>) -> Bool {
        guard seen.insert(name).inserted else { return false }
        return (dependencies[name] ?? []).contains { $0 == module || reaches($0, module, &seen) }
    }
    let module = CommandLine.arguments[2]
    let tests = list.compactMap { entry -> String? in
        guard let name = entry["name"] as? String, entry["type"] as? String == "test" else { return nil }
        var seen: Set<String> = []
        return reaches(name, module, &seen) ? name : nil
    }
    print(tests.sorted().joined(separator: "\n"))
    exit(0)
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--check-table" {
    let readme = try String(contentsOfFile: CommandLine.arguments[2], encoding: .utf8)
    var allowed: [String: Set<String>] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| ") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 3 else { continue }
        let module = cells[0].split(separator: " ").first.map(String.init) ?? ""
        let names = cells[2].split(whereSeparator: { ", ".contains($0) }).map(String.init)
        allowed[module] = Set(names)
    }
    // A feature module's name, as its row names it: NotesModels is FEATUREModels.
    var features: [String: String] = [:]
    for entry in list {
        guard let name = entry["name"] as? String, let path = entry["path"] as? String else { continue }
        let parts = path.split(separator: "/")
        if parts.count == 3, parts[0] == "Modules", name == "\(parts[1])\(parts[2])" { features[name] = String(parts[1]) }
    }
    func row(_ name: String, of feature: String?) -> String {
        guard let own = features[name], own == feature || feature == nil else { return name }
        return "FEATURE" + name.dropFirst(own.count)
    }
    let ours = Set(targets.map(\.name))
    var problems: [String] = []
    for target in targets where target.kind != "executable" && target.kind != "system-target" {
        let feature = features[target.name]
        guard let allowedHere = allowed[row(target.name, of: feature)] else {
            problems.append("\(target.name) has no row in the README's module table")
            continue
        }
        // A core module that still holds a feature's upper layer names the feature's modules as FEATURE…; one
        // that stands on the skeleton's own tree (the test apps, on Login's screen) names them as they are.
        for dependency in target.targets
        where ours.contains(dependency) && !allowedHere.contains(dependency)
            && !allowedHere.contains(row(dependency, of: feature ?? features[dependency]))
        {
            problems.append("\(target.name) depends on \(dependency), which its row of the module table does not allow")
        }
        for product in target.products where !allowedHere.contains(product) {
            problems.append("\(target.name) depends on the library \(product), which its row of the module table does not name")
        }
    }
    let everyTarget = Set(list.compactMap { $0["name"] as? String })
    let packagePath = root["path"] as? String ?? "."
    for entry in list {
        guard let name = entry["name"] as? String, let path = entry["path"] as? String else { continue }
        let declared = Set(entry["target_dependencies"] as? [String] ?? [])
        for source in entry["sources"] as? [String] ?? [] {
            let file = "\(path)/\(source)"
            guard let text = try? String(contentsOfFile: "\(packagePath)/\(file)", encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter {
                    !["@testable", "public", "internal", "package", "@_exported"].contains($0)
                }
                guard words.count >= 2, words[0] == "import" else { continue }
                let module = String(words[1])
                if module != name, everyTarget.contains(module), !declared.contains(module) {
                    problems.append("\(file) imports \(module), which \(name) does not declare in Package.swift")
                }
            }
        }
    }
    if !problems.isEmpty {
        FileHandle.standardError.write(Data(problems.map { "graph: \($0)\n" }.joined().utf8))
        exit(1)
    }
    exit(0)
}

var lines = ["```mermaid", "flowchart BT"]
for target in targets {
    lines.append(target.kind == "system-target" ? "    \(target.name)[[\(target.name)]]" : "    \(target.name)")
}
for product in Set(targets.flatMap(\.products)).sorted() {
    lines.append("    \(product)([\(product)])")
}
for target in targets {
    for dependency in (target.targets + target.products).sorted() {
        lines.append("    \(target.name) --> \(dependency)")
    }
}
lines.append("```")
print(lines.joined(separator: "\n"))
