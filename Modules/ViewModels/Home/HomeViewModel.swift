public import Models

/// What the home view tells its view model.
@MainActor
public protocol HomeViewModelInputs: AnyObject {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The screen is shown again (after `back` from a screen above it): what it shows may have changed.
    func viewWillAppear()
}

/// What the home view model tells its view to do, in the house order (Modules/ViewModels/README.md): the
/// greeting, then each section as it loads. Its failure: a section failed to load.
@MainActor
public protocol HomeViewModelOutputs: FailureOutputs {
    /// The greeting line, such as "Welcome, Demo."
    var greeting: ((String) -> Void)? { get set }
    /// A section loaded: show its facts. Emitted on load, and on reappearing only when they changed.
    var finishedLoading: (([HomeFact]) -> Void)? { get set }
}

/// The home view model, seen as its inputs and outputs.
@MainActor
public protocol HomeViewModelType: AnyObject {
    var inputs: any HomeViewModelInputs { get }
    var outputs: any HomeViewModelOutputs { get }
}

/// Something a feature shows on home about the signed-in user, loaded each time home appears (a balance, a
/// count of what is due). The screen factory gives home its features' sections.
public struct HomeSection: Sendable {
    /// The facts to show for `user`, in `language`.
    public var load: @Sendable (_ user: User.ID, _ language: Language) async throws -> [HomeFact]
    /// What to say when loading failed with `error`.
    public var failure: @Sendable (_ error: any Error, _ language: Language) -> Alert

    public init(
        load: @escaping @Sendable (_ user: User.ID, _ language: Language) async throws -> [HomeFact],
        failure: @escaping @Sendable (_ error: any Error, _ language: Language) -> Alert
    ) {
        self.load = load
        self.failure = failure
    }
}

/// One fact of a home section: a label and its value.
public struct HomeFact: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case text(String)
        case money(Money)
    }

    public var label: String
    public var value: Value

    public init(_ label: String, _ value: Value) {
        self.label = label
        self.value = value
    }
}

/// Greets the signed-in user and shows what each feature's section says. (The screens below home are
/// opened by the navigation the coordinator declares, not by this view model.)
@MainActor
public final class HomeViewModel: HomeViewModelType, HomeViewModelInputs, HomeViewModelOutputs {
    private let session: Session
    private let language: Language
    private let sections: [HomeSection]
    private let loading: [LatestEffect]
    /// What each section showed last, so that reappearing shows only what changed.
    private var shown: [[HomeFact]?]

    public init(session: Session, language: Language, sections: [HomeSection] = [], effects: Effects) {
        self.session = session
        self.language = language
        self.sections = sections
        self.loading = sections.map { _ in LatestEffect(effects) }
        self.shown = sections.map { _ in nil }
    }

    public var inputs: any HomeViewModelInputs { self }
    public var outputs: any HomeViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        greeting?(language.say(.welcome(name: session.user.displayName)))
        loadSections()
    }

    public func viewWillAppear() {
        loadSections()
    }

    // MARK: Outputs

    public var greeting: ((String) -> Void)?
    public var finishedLoading: (([HomeFact]) -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?

    // MARK: Private

    private func loadSections() {
        let (user, language) = (session.user.id, language)
        for (index, section) in sections.enumerated() {
            loading[index].perform({ try await section.load(user, language) }) { [weak self] in self?.loaded($0, section: index) }
        }
    }

    private func loaded(_ result: Result<[HomeFact], any Error>, section index: Int) {
        switch result {
        case let .success(facts):
            guard facts != shown[index] else { return }
            shown[index] = facts
            finishedLoading?(facts)
        case let .failure(error):
            didReceiveServiceError?(sections[index].failure(error, language))
        }
    }
}
