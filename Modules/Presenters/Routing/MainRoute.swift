/// A place in the signed-in part of the app. The navigation stack is a list of them. Each feature's places
/// are a route type of its own (`NotesRoute`, a `FeatureRoute`) that declares its paths in its own tree;
/// the coordinator takes each feature's declarations in with its screens.
public enum MainRoute: Hashable, Sendable {
    case home
    /// A place of a feature: a value of its route type.
    case feature(AnyFeatureRoute)
}

extension MainRoute: Routable {
    /// The core's routes: home's, the first screen of the signed-in flow (every other screen is a feature
    /// tree's, declared in its route type).
    public static let coreTable = RouteTable<MainRoute>([.route(.home, "home")])

    /// The declarations this route is among: its feature route type's, or the core's.
    public var table: RouteTable<MainRoute> {
        if case let .feature(route) = self { route.table } else { Self.coreTable }
    }

    /// The feature route this is a place of, when it is one of type `Route`.
    public func feature<Route: FeatureRoute>(_ type: Route.Type) -> Route? {
        if case let .feature(route) = self { route.base as? Route } else { nil }
    }
}

/// A feature's route type: its places above home, each declared once in `table` as a `MainRoute`.
public protocol FeatureRoute: Hashable, Sendable {
    /// Every route of the feature, declared once.
    static var table: RouteTable<MainRoute> { get }
}

/// A route of any feature, as `MainRoute.feature` holds it.
public struct AnyFeatureRoute: Hashable, Sendable, CustomStringConvertible {
    let base: any FeatureRoute

    public init(_ base: some FeatureRoute) {
        self.base = base
    }

    /// Its feature route type's declarations.
    var table: RouteTable<MainRoute> { type(of: base).table }

    public static func == (left: Self, right: Self) -> Bool {
        left.base.isEqual(to: right.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    public var description: String { "\(base)" }
}

extension FeatureRoute {
    fileprivate func isEqual(to other: any FeatureRoute) -> Bool {
        (other as? Self) == self
    }
}
