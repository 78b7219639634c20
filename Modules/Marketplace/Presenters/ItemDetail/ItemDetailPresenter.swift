public import MarketplaceModels
public import MarketplaceViewModels
public import Models
public import Presenters
import ViewModels

/// Drives an item's detail: shows it, and turns `buy` into a confirmed purchase. The confirmation is a
/// `Question` the view answers later; nothing waits for it.
@MainActor
public final class ItemDetailPresenter: ScreenPresenter {
    private let viewModel: any ItemDetailViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((MainRequest) -> Void)?
    private let language: Language
    public let title: String

    public init(viewModel: any ItemDetailViewModelType, item: Item.ID, language: Language) {
        self.viewModel = viewModel
        self.language = language
        self.title = language.say(.itemTitle(item))
    }

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        IdiomSteps.bind(outputs, to: { [weak self] in self?.view }, requests: { [weak self] in self?.onRequest?($0) })
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        outputs.confirm = { [weak self] question in self?.confirm(question) }
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
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
                Display.Field(language.say(.status), .status(details.isSold ? .sold(in: language) : .available(in: language))),
            ]))
        if !details.isSold { view?.show(.hint(.init(ItemDetailCommand.Hint.buy))) }
    }

    private func confirm(_ question: String) {
        view?.ask(
            .confirmation(question, code: ItemDetailCommand.confirmPurchase) { [weak self] yes in
                guard let inputs = self?.viewModel.inputs else { return }
                if yes { inputs.purchaseConfirmed() } else { inputs.purchaseDeclined() }
            })
    }
}
