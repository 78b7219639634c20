public import Models
public import ViewModels

/// Drives a transaction's detail screen, which has only the global commands.
@MainActor
public final class TransactionDetailPresenter: ScreenPresenter {
    private let viewModel: any TransactionDetailViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?
    public let title: String

    public init(viewModel: any TransactionDetailViewModelType, transaction: Transaction.ID) {
        self.viewModel = viewModel
        self.title = "Transaction \(transaction)"
    }

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.isLoading = { [weak self] loading in self?.view?.setBusy(loading ? "Loading transaction…" : nil) }
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        outputs.didReceiveServiceError = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.goBack = { [weak self] in self?.onRequest?(.back) }
        outputs.notFound = { [weak self] in self?.onRequest?(.notThere) }
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
    }

    private func show(_ details: TransactionDetails) {
        view?.show(.heading("Transaction #\(details.id)"))
        view?.show(
            .fields([
                Display.Field("Item", .text(details.itemName)),
                Display.Field("Seller", .text(details.seller)),
                Display.Field("Paid", .money(details.amount)),
                Display.Field("Balance after", .money(details.balanceAfter)),
                Display.Field("Date", .date(details.date, .minute)),
            ]))
    }
}
