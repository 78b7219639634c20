public import MarketplaceModels
public import MarketplaceViewModels
public import Models
public import Presenters
import ViewModels

/// Drives a transaction's detail screen, which has only the global commands.
@MainActor
public final class TransactionDetailPresenter: ScreenPresenter {
    private let viewModel: any TransactionDetailViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?
    private let language: Language
    public let title: String

    public init(viewModel: any TransactionDetailViewModelType, transaction: Transaction.ID, language: Language) {
        self.viewModel = viewModel
        self.language = language
        self.title = language.say(.transactionTitle(transaction))
    }

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        IdiomSteps.bind(outputs, to: { [weak self] in self?.view }, requests: { [weak self] in self?.onRequest?($0) })
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
    }

    private func show(_ details: TransactionDetails) {
        view?.show(.heading(language.say(.transactionNumber(details.id))))
        view?.show(
            .fields([
                Display.Field(language.say(.item), .text(details.itemName)),
                Display.Field(language.say(.seller), .text(details.seller)),
                Display.Field(language.say(.paid), .money(details.amount)),
                Display.Field(language.say(.balanceAfter), .money(details.balanceAfter)),
                Display.Field(language.say(.date), .date(details.date, .minute)),
            ]))
    }
}
