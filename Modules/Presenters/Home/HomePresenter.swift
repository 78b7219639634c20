public import Models
public import ViewModels

/// Drives the home screen: the greeting and what the app shows first. The screens below home are opened
/// by the commands each feature's routes declare on it.
@MainActor
public final class HomePresenter: Presenter<any HomeViewModelType, MainRequest>, ScreenPresenter {
    public init(viewModel: any HomeViewModelType, language: Language) {
        super.init(viewModel, language: language, title: language.say(.home))
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.greeting = { [weak self] text in self?.view?.show(.heading(text)) }
        outputs.finishedLoading = { [weak self] facts in self?.view?.show(.fields(facts.map(Display.Field.init))) }
        viewModel.inputs.viewDidLoad()
    }

    public override func reappear() {
        super.reappear()
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
