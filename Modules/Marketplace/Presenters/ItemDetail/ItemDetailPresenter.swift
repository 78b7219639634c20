public import MarketplaceModels
public import MarketplaceViewModels
public import Models
public import Presenters
import ViewModels

/// Drives an item's detail: shows it, and turns `buy` into a confirmed purchase. The confirmation is a
/// `Question` the view answers later; nothing waits for it.
@MainActor
public final class ItemDetailPresenter: Presenter<any ItemDetailViewModelType, MainRequest>, ScreenPresenter {
    public init(viewModel: any ItemDetailViewModelType, item: Item.ID, language: Language) {
        super.init(viewModel, language: language, title: language.say(.itemTitle(item)))
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        outputs.confirm = { [weak self] question in self?.confirm(question) }
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: ItemDetailCommand) {
        switch command {
        case .buy: viewModel.inputs.buyTapped()
        }
    }

    private func show(_ details: ItemDetails) {
        view?.show(.heading(details.name))
        view?.show(
            .fields([
                Display.Field(language.say(.item), .text(language.say(.itemNumber(details.id)))),
                Display.Field(language.say(.seller), .text(details.seller)),
                Display.Field(language.say(.price), .money(details.price)),
                Display.Field(language.say(.status), .status(Self.status(of: details, in: language))),
            ]))
        if details.saleIsKnown && !details.isSold { view?.show(.hint(.init(ItemDetailCommand.Hint.buy))) }
    }

    private static func status(of details: ItemDetails, in language: Language) -> Display.Status {
        guard details.saleIsKnown else { return .saleNotKnown(in: language) }
        return details.isSold ? .sold(in: language) : .available(in: language)
    }

    private func confirm(_ question: String) {
        view?.ask(
            .confirmation(question, code: ItemDetailCommand.confirmPurchase) { [weak self] yes in
                guard let inputs = self?.viewModel.inputs else { return }
                if yes { inputs.purchaseConfirmed() } else { inputs.purchaseDeclined() }
            })
    }
}
