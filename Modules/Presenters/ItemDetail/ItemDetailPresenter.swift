public import ViewModels

/// Drives an item's detail: shows it, and turns `buy` into a confirmed purchase.
@MainActor
public final class ItemDetailPresenter: ScreenPresenter {
    private let viewModel: any ItemDetailViewModelType
    private weak var view: (any View)?
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any ItemDetailViewModelType) {
        self.viewModel = viewModel
    }

    public let commands = [
        CommandSpec("buy", summary: "Buy this item with your balance (asks to confirm).")
    ]

    public func attach(_ view: any View) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.showHUD = { [weak self] label in self?.view?.setBusy(label) }
        outputs.dismissHUD = { [weak self] in self?.view?.setBusy(nil) }
        outputs.finishedLoading = { [weak self] details in self?.show(details) }
        outputs.didReceiveServiceError = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.goBack = { [weak self] in self?.onRoute?(.back) }
        outputs.confirmPurchase = { [weak self] question in self?.confirm(question) }
        outputs.purchaseSucceeded = { [weak self] receipt in self?.view?.show(.success(receipt)) }
        outputs.showAlert = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.showMessage = { [weak self] message in self?.view?.show(.line(message)) }
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: ParsedCommand) {
        switch command.name {
        case "buy": viewModel.inputs.buyTapped()
        default: assertionFailure("ItemDetailPresenter has no command \(command.name)")
        }
    }

    private func show(_ details: ItemDetails) {
        view?.show(.heading(details.name))
        view?.show(
            .fields([
                Field("Item", "#\(details.id)"),
                Field("Seller", details.seller),
                Field("Price", details.price),
                Field("Status", details.isSold ? "Sold" : "Available: type 'buy' to buy it"),
            ]))
    }

    private func confirm(_ question: String) {
        guard let view else { return }
        if view.confirm(question) {
            viewModel.inputs.purchaseConfirmed()
        } else {
            viewModel.inputs.purchaseDeclined()
        }
    }
}
