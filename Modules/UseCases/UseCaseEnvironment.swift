/// Every use case the app has, in one value: what the screen factory builds view models from. Each view
/// model takes only the use cases it uses.
///
/// A feature's use cases come as one bundle that the environment keeps by its type, and that the feature
/// reads and writes through a property in its own folder (`environment.notes`, declared beside
/// `NotesUseCase`), as swift-dependencies keeps its values: a feature plugs in with no line here.
/// Each composition root sets the live ones (the app's, the server's, the remote client's); a feature
/// nobody set answers as `unset` says: it stops the program here, and fails the test in tests, which start
/// from `.unimplemented` (TestSupport) and set the ones they expect to be called.
public struct UseCaseEnvironment: Sendable {
    public var login: LoginUseCase
    /// What a use case of a feature nobody set does when it is called.
    public var unset: Unset = .stops
    /// Each feature's use cases that were set, by their type.
    private var features: [ObjectIdentifier: any Sendable] = [:]

    public init(login: LoginUseCase) {
        self.login = login
    }

    /// A feature's use cases: the ones set, else the feature's use cases each answering as `unset` says.
    public subscript<Feature: FeatureUseCases>(feature: Feature.Type) -> Feature {
        get { features[ObjectIdentifier(feature)] as? Feature ?? Feature.unset(unset) }
        set { features[ObjectIdentifier(feature)] = newValue }
    }
}

/// A feature's use cases, as the environment keeps them (a generated `NotesUseCase`).
public protocol FeatureUseCases: Sendable {
    /// The feature's use cases when nobody set them: each one, called, calls `unset` with its name
    /// (`items.page`), which never returns.
    static func unset(_ unset: UseCaseEnvironment.Unset) -> Self
}

extension UseCaseEnvironment {
    /// What a use case nobody set does when it is called, given its name: it never returns.
    public struct Unset: Sendable {
        private let answer: @Sendable (String) throws -> Never

        public init(_ answer: @escaping @Sendable (String) throws -> Never) {
            self.answer = answer
        }

        /// Answers the call of the use case named `name`.
        public func callAsFunction(_ name: String) throws -> Never {
            try answer(name)
        }

        /// Stops the program, saying which use case was called and who should have set it.
        public static let stops = Unset { name in
            preconditionFailure("\(name) was called, but its feature's use cases were not set: each composition root sets them (.live)")
        }
    }
}
