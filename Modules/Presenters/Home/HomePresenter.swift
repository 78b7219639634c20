public import ViewModels

/// Drives the home screen: greeting and balance, and the way to items, transactions and logout.
@MainActor
public final class HomePresenter: ScreenPresenter {
    private let viewModel: any HomeViewModelType
    private weak var view: (any View)?
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any HomeViewModelType) {
        self.viewModel = viewModel
    }

    public let commands = [
        CommandSpec("items", summary: "Browse the items for sale."),
        CommandSpec("transactions", summary: "See your purchases."),
        CommandSpec("logout", summary: "Log out and return to the login screen."),
    ]

    public func attach(_ view: any View) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.greeting = { [weak self] text in self?.view?.show(.heading(text)) }
        outputs.balance = { [weak self] text in self?.view?.show(.fields([Field("Balance", text)])) }
        outputs.showAlert = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.openItems = { [weak self] in self?.onRoute?(.items) }
        outputs.openTransactions = { [weak self] in self?.onRoute?(.transactions) }
        outputs.loggedOut = { [weak self] in self?.onRoute?(.logout) }
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        viewModel.inputs.viewWillAppear()
    }

    public func perform(_ command: ParsedCommand) {
        switch command.name {
        case "items": viewModel.inputs.itemsTapped()
        case "transactions": viewModel.inputs.transactionsTapped()
        case "logout": viewModel.inputs.logoutTapped()
        default: assertionFailure("HomePresenter has no command \(command.name)")
        }
    }
}
