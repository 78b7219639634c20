public import MarketplaceModels
public import MarketplaceViewModels
public import Models
public import Presenters
import ViewModels

/// Drives a transaction's detail screen, which has only the global commands.
@MainActor
public final class TransactionDetailPresenter: Presenter<any TransactionDetailViewModelType, MainRequest>, ScreenPresenter {
    public init(viewModel: any TransactionDetailViewModelType, transaction: Transaction.ID, language: Language) {
        super.init(viewModel, language: language, title: language.say(.transactionTitle(transaction)))
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        viewModel.inputs.viewDidLoad()
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
