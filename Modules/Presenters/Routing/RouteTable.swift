public import Models

/// A place of a flow, declared once with the routes it is among: its path, the route below it, and (for a
/// section a screen opens by name) the command that opens it. Paths, deep-link parsing, the stack a deep
/// link builds, the paths `open` completes to, the examples in error messages and the navigation commands
/// all derive from the declarations.
public protocol Routable: Hashable, Sendable {
    /// The declarations this route is among: its flow's, or its feature's.
    var table: RouteTable<Self> { get }
}

extension Routable {
    /// The route as a path: `home`, `items`, `items/3`.
    public var path: String { table.path(of: self) }
}

/// The declaration of one route (or, for routes with an id, of all routes of one shape).
public struct RouteDeclaration<Route: Hashable & Sendable>: Sendable {
    /// The path's shape, such as `items` or `items/ID`.
    public let template: String
    /// The route below it (the screen `back` goes to); nil for the flow's first screen.
    public let parent: Route?
    /// What the command that opens it from `parent` does, in help; nil when no command by its name does.
    public let summary: (any Words)?
    /// The route itself, for a route without an id.
    let fixed: Route?
    /// For a route under a route with an id (`notes/ID/archive`), the last part of its path.
    let suffix: String?
    let pathOf: @Sendable (Route) -> String?
    let routeFor: @Sendable ([Substring]) -> Route?

    /// A route without an id, at `path`, shown above `parent`; with a `summary`, the screen of `parent`
    /// gets a command named `path` that opens it.
    public static func route(_ route: Route, _ path: String, under parent: Route? = nil, opensWith summary: (any Words)? = nil) -> Self {
        let parts = path.split(separator: "/")
        return Self(
            template: path, parent: parent, summary: summary, fixed: route, suffix: nil,
            pathOf: { $0 == route ? path : nil },
            routeFor: { $0 == parts ? route : nil })
    }

    /// The routes `prefix/ID`, one per id (a positive whole number), each shown above `parent`: `embed`
    /// makes the route for an id and `extract` reads it back (`nil` for routes of other shapes).
    public static func route<Owner>(
        _ prefix: String, id embed: @escaping @Sendable (Identifier<Owner>) -> Route, under parent: Route,
        _ extract: @escaping @Sendable (Route) -> Identifier<Owner>?
    ) -> Self {
        let parts = prefix.split(separator: "/")
        return Self(
            template: prefix + "/ID", parent: parent, summary: nil, fixed: nil, suffix: nil,
            pathOf: { route in extract(route).map { "\(prefix)/\($0)" } },
            routeFor: { given in
                guard given.count == parts.count + 1, Array(given.dropLast()) == parts,
                    let last = given.last, last.allSatisfy({ $0.isASCII && $0.isNumber }),
                    let id = Int64(last), id > 0
                else { return nil }
                return embed(Identifier(id))
            })
    }
}

extension RouteDeclaration {
    /// The routes `prefix/ID/suffix`, one per id, each shown above the route at `prefix/ID` with the same id
    /// (which another declaration makes): `notes/3/archive` above `notes/3`. With a `summary`, the screen at
    /// `prefix/ID` gets a command named `suffix` that opens it. `embed` makes the route for an id and
    /// `extract` reads it back (`nil` for routes of other shapes).
    public static func route<Owner>(
        _ prefix: String, id embed: @escaping @Sendable (Identifier<Owner>) -> Route, then suffix: String,
        opensWith summary: (any Words)? = nil, _ extract: @escaping @Sendable (Route) -> Identifier<Owner>?
    ) -> Self {
        let parts = prefix.split(separator: "/")
        return Self(
            template: "\(prefix)/ID/\(suffix)", parent: nil, summary: summary, fixed: nil, suffix: suffix,
            pathOf: { route in extract(route).map { "\(prefix)/\($0)/\(suffix)" } },
            routeFor: { given in
                guard given.count == parts.count + 2, Array(given.prefix(parts.count)) == parts, given.last == Substring(suffix),
                    case let number = given[parts.count], number.allSatisfy({ $0.isASCII && $0.isNumber }),
                    let id = Int64(number), id > 0
                else { return nil }
                return embed(Identifier(id))
            })
    }
}

/// Every route of a flow, in the order help and error messages list them.
public struct RouteTable<Route: Hashable & Sendable>: Sendable {
    public let declarations: [RouteDeclaration<Route>]

    public init(_ declarations: [RouteDeclaration<Route>]) {
        self.declarations = declarations
    }

    /// These routes and then `other`'s, as one table.
    public static func + (table: Self, other: Self) -> Self {
        Self(table.declarations + other.declarations)
    }

    /// The route's path. A route with no declaration is a programming error.
    public func path(of route: Route) -> String {
        guard let path = declarations.lazy.compactMap({ $0.pathOf(route) }).first else {
            preconditionFailure("\(route) has no declaration in its RouteTable")
        }
        return path
    }

    /// The route a path names (case-insensitive; leading, trailing and doubled slashes ignored), or nil.
    public func route(forPath path: String) -> Route? {
        let parts = path.lowercased().split(separator: "/")
        return declarations.lazy.compactMap { $0.routeFor(parts) }.first
    }

    /// The route and every route below it, the flow's first screen first: the stack a deep link builds.
    public func stack(for route: Route) -> [Route] {
        var stack = [route]
        while let parent = parent(of: stack[0]) {
            stack.insert(parent, at: 0)
        }
        return stack
    }

    /// The route below `route` (the screen `back` goes to): its declaration's parent, or for a route
    /// `prefix/ID/suffix`, the route at `prefix/ID`; nil for the flow's first screen.
    public func parent(of route: Route) -> Route? {
        guard let declaration = declaration(of: route) else { return nil }
        guard declaration.suffix != nil else { return declaration.parent }
        guard let path = declaration.pathOf(route) else { return nil }
        return self.route(forPath: path.split(separator: "/").dropLast().joined(separator: "/"))
    }

    /// The shapes of path `open` accepts, such as `items` and `items/ID`.
    public var templates: [String] { declarations.map(\.template) }

    /// The paths of routes without an id, for `open` completion.
    public var fixedPaths: [String] { declarations.compactMap { $0.fixed == nil ? nil : $0.template } }

    /// The routes a screen at `route` opens by name, with the command's name and summary.
    public func sections(under route: Route) -> [(route: Route, name: String, summary: any Words)] {
        let path = declaration(of: route)?.pathOf(route)?.split(separator: "/")
        return declarations.compactMap { declaration in
            guard let summary = declaration.summary else { return nil }
            if let suffix = declaration.suffix {
                // `archive` on the screen at `notes/3` opens `notes/3/archive`.
                guard let path, let child = declaration.routeFor(path + [Substring(suffix)]) else { return nil }
                return (child, suffix, summary)
            }
            guard declaration.parent == route, let fixed = declaration.fixed else { return nil }
            return (fixed, declaration.template, summary)
        }
    }

    private func declaration(of route: Route) -> RouteDeclaration<Route>? {
        declarations.first { $0.pathOf(route) != nil }
    }
}
