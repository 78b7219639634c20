public import ViewModels

/// Drives the home screen: the greeting and what the app shows first. The screens below home are opened
/// by the commands `MainRoute.table` declares for it.
@MainActor
public final class HomePresenter: ScreenPresenter {
    private let viewModel: any HomeViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?

    public init(viewModel: any HomeViewModelType) {
        self.viewModel = viewModel
    }

    public let title = "Home"

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.greeting = { [weak self] text in self?.view?.show(.heading(text)) }
        outputs.balance = { [weak self] money in self?.view?.show(.fields([Display.Field("Balance", .money(money))])) }  // example
        outputs.showAlert = { [weak self] message in self?.view?.show(.error(message)) }  // example
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
        viewModel.inputs.viewWillAppear()
    }
}
