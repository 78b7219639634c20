public import Models
public import ViewModels

/// Drives the home screen: the greeting and what the app shows first. The screens below home are opened
/// by the commands `MainRoute.table` declares for it.
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
        outputs.balance = { [weak self] money in self?.showBalance(money) }  // example
        outputs.showAlert = { [weak self] message in self?.view?.show(.error(message)) }  // example
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
        viewModel.inputs.viewWillAppear()
    }
}
