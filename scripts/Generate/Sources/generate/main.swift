// generate TEMPLATE KEY=VALUE…: renders scripts/templates/TEMPLATE into the working directory (the app's root).
//
// A template folder holds:
//   files/       one template per file it writes, at the path it writes (placeholders allowed in the path),
//                ending in .mustache: files/Modules/{{Plural}}/Models/{{Name}}.swift.mustache
//   insertions/  one template per insertion into a file that exists, in the order they are made; the first
//                line says where: `into PATH above MARKER` (the text goes above the first line holding
//                MARKER, indented like it).
//   record       (optional) the path of a file it writes that gets the record of the lines it added to shared
//                files ("Where it joins"), which the remover reads: Modules/{{Plural}}/README.md
// It writes nothing unless it can write everything: a file that exists, a marker that is missing, or an
// insertion whose first line the file already has (a name that is taken) stops it first.
//
//     swift run --package-path scripts/Generate generate feature NAME=Note FIELDS="title:String body:String?"

import Foundation
import Mustache

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let template = arguments.first, !template.contains("=") else {
        throw Problem(
            "usage: generate TEMPLATE KEY=VALUE…  (generate feature NAME=Note FIELDS=\"title:String body:String?\", generate usecase NAME=TopUp)"
        )
    }
    var values: [String: String] = [:]
    for argument in arguments.dropFirst() {
        guard let equals = argument.firstIndex(of: "=") else { throw Problem("'\(argument)' is not KEY=VALUE") }
        values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
    let context: [String: Any]
    var folder = template
    switch template {
    case "feature":
        let feature = try Feature(
            name: values["NAME"] ?? "", fields: values["FIELDS"] ?? "", plural: values["PLURAL"], taken: Project.declaredTypes())
        try Project.refuseClash(ofNewTree: feature.plural)
        let currency = feature.fields.contains { $0.kind == .money } ? try Project.appCurrency() : .yen
        try feature.checkAmounts(in: currency)
        context = feature.context(demoEmail: try Project.demoEmail(), currency: currency)
    case "screen":
        let routes = (try? String(contentsOfFile: "Modules/Presenters/Routing/MainRoute.swift", encoding: .utf8)) ?? ""
        let request = try ScreenRequest(
            name: values["NAME"] ?? "", parent: values["PARENT"] ?? "", useCase: values["USECASE"] ?? "", routes: routes,
            trees: Project.routesOfTrees(), declared: Project.routeFiles(), taken: Project.declaredTypes(),
            commands: Project.commandWords()
        ) {
            try? String(contentsOfFile: $0, encoding: .utf8)
        }
        if request.isNewTree { try Project.refuseClash(ofNewTree: request.tree) }
        let currency = request.useCase?.fields.contains { $0.kind == .money } == true ? try Project.appCurrency() : .yen
        context = request.context(demoEmail: try Project.demoEmail(), demoName: try Project.demoName(), currency: currency)
    case "usecase":
        let request = try UseCaseRequest(
            name: values["NAME"] ?? "", takes: values["TAKES"] ?? "", returns: values["RETURNS"] ?? "",
            served: values["SERVED"] ?? "", taken: Project.declaredTypes(), properties: Project.declaredProperties(),
            contract: (try? String(contentsOfFile: "Modules/API/openapi.yaml", encoding: .utf8)) ?? "")
        try Project.refuseClash(ofNewTree: request.name)
        let currency = request.returns.contains { $0.kind == .money } ? try Project.appCurrency() : .yen
        context = request.context(currency: currency).merging(["demoEmail": try Project.demoEmail()]) { $1 }
        folder = request.template
    default:
        throw Problem("there is no template '\(template)' (scripts/templates/ has: \(Project.templates().joined(separator: ", ")))")
    }
    // A tree it makes is a folder no other tree has (a screen's or use case's of the same name).
    if context["isNewTree"] as? Bool ?? (template == "usecase"), let tree = context["Feature"] ?? context["Name"],
        FileManager.default.fileExists(atPath: "Modules/\(tree)")
    {
        throw Problem("there is already a tree Modules/\(tree): name it otherwise")
    }
    let plan = try Plan(template: "scripts/templates/\(folder)", context: context)
    try plan.check()
    try plan.write()
    print(plan.summary)
} catch let problem as Problem {
    FileHandle.standardError.write(Data("generate: \(problem); nothing was written\n".utf8))
    exit(1)
}
