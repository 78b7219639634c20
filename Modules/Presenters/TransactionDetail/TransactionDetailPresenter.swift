public import ViewModels

/// Drives a transaction's detail screen, which has only the global commands.
@MainActor
public final class TransactionDetailPresenter: ScreenPresenter {
    private let viewModel: any TransactionDetailViewModelType
    private weak var view: (any View)?
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any TransactionDetailViewModelType) {
        self.viewModel = viewModel
    }

    public let commands: [CommandSpec] = []

    public func attach(_ view: any View) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.isLoading = { [weak self] loading in self?.view?.setBusy(loading ? "Loading transaction…" : nil) }
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        outputs.didReceiveServiceError = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.goBack = { [weak self] in self?.onRoute?(.back) }
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: ParsedCommand) {
        assertionFailure("TransactionDetailPresenter has no command \(command.name)")
    }

    private func show(_ details: TransactionDetails) {
        view?.show(.heading("Transaction #\(details.id)"))
        view?.show(
            .fields([
                Field("Item", details.itemName),
                Field("Seller", details.seller),
                Field("Paid", details.amount),
                Field("Balance after", details.balanceAfter),
                Field("Date", details.date),
            ]))
    }
}
