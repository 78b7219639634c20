public import Models
public import ViewModels

/// Drives the home screen: the greeting and what the app shows first. The screens below home are opened
/// by the commands each feature's routes declare on it.
@MainActor
public final class HomePresenter: ScreenPresenter {
    private let viewModel: any HomeViewModelType
    weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?

    let language: Language
    public let title: String

    public init(viewModel: any HomeViewModelType, language: Language) {
        self.viewModel = viewModel
        self.language = language
        self.title = language.say(.home)
    }

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.greeting = { [weak self] text in self?.view?.show(.heading(text)) }
        outputs.finishedLoading = { [weak self] facts in self?.view?.show(.fields(facts.map(Display.Field.init))) }
        IdiomSteps.bind(outputs, to: { [weak self] in self?.view })
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
        viewModel.inputs.viewWillAppear()
    }
}

extension Display.Field {
    /// A home section's fact, as a field.
    init(_ fact: HomeFact) {
        switch fact.value {
        case let .text(text): self.init(fact.label, .text(text))
        case let .money(money): self.init(fact.label, .money(money))
        }
    }
}
