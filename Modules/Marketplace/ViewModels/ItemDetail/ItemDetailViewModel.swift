public import MarketplaceModels
public import MarketplaceUseCases
public import Models
import UseCases
public import ViewModels

/// What the item detail view tells its view model.
@MainActor
public protocol ItemDetailViewModelInputs: AnyObject {
    /// The screen appeared: load the item.
    func viewDidLoad()
    /// The user asked to buy the item.
    func buyTapped()
    /// The user answered yes to the confirmation.
    func purchaseConfirmed()
    /// The user answered no to the confirmation.
    func purchaseDeclined()
}

/// What the item detail view model tells its view to do. Its shared steps: failure, loading the item; back,
/// after it (nothing to show); not found, no such item (instead of back); success, the purchase's one-line
/// receipt (the item is sold now); refusal, the purchase cannot be made or failed; a message, declining.
@MainActor
public protocol ItemDetailViewModelOutputs:
    HUDOutputs, FailureOutputs, BackOutputs, NotFoundOutputs, RefusalOutputs, SuccessOutputs, MessageOutputs
{
    /// The item loaded: show it.
    var finishedLoading: ((ItemDetails) -> Void)? { get set }
    /// Ask the user to confirm the purchase with this question.
    var confirm: ((String) -> Void)? { get set }
}

/// The item detail view model, seen as its inputs and outputs.
@MainActor
public protocol ItemDetailViewModelType: AnyObject {
    var inputs: any ItemDetailViewModelInputs { get }
    var outputs: any ItemDetailViewModelOutputs { get }
}

/// Shows one item and buys it with the signed-in user's balance, after a confirmation.
@MainActor
public final class ItemDetailViewModel: ItemDetailViewModelType, ItemDetailViewModelInputs, ItemDetailViewModelOutputs {
    private let itemID: Item.ID
    private let session: Session
    private let items: ItemsUseCase
    private let purchase: PurchaseUseCase
    private let language: Language
    /// Loading the item, then buying it: one run at a time.
    private let work: LatestEffect
    private var item: Item?

    public init(
        item: Item.ID, session: Session, items: ItemsUseCase, purchase: PurchaseUseCase, language: Language, effects: Effects
    ) {
        self.language = language
        self.itemID = item
        self.session = session
        self.items = items
        self.purchase = purchase
        self.work = LatestEffect(effects)
    }

    public var inputs: any ItemDetailViewModelInputs { self }
    public var outputs: any ItemDetailViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        showHUD?(language.say(.loadingItem(itemID)))
        let (items, id) = (items, itemID)
        work.perform({ try await items.item(id) }) { [weak self] in self?.loaded($0) }
    }

    public func buyTapped() {
        guard !work.isRunning else { return }
        guard let item else {
            showAlert?(language.alert(.itemNotLoaded))
            return
        }
        // A purchase of unknown outcome may have been made: not asked again here (whoever bought it would be
        // told "already sold"), but said again, with where to look.
        if let unknownOutcome {
            showAlert?(unknownOutcome)
            return
        }
        guard !item.isSold else {
            if let bought {
                showAlert?(language.alert(.youOwnIt(paid: bought.amount)))
            } else {
                showAlert?(language.alert(PurchaseError.alreadySold))
            }
            return
        }
        confirm?(language.say(.confirmPurchase(name: item.name, price: item.price)))
    }

    public func purchaseConfirmed() {
        guard !work.isRunning, let item, !item.isSold else { return }
        showHUD?(language.say(.buying(name: item.name)))
        let (purchase, id, buyer) = (purchase, item.id, session.user.id)
        work.perform({ try await purchase.buy(id, buyer) }) { [weak self] in self?.bought($0) }
    }

    public func purchaseDeclined() {
        showMessage?(language.say(.purchaseCancelled))
    }

    // MARK: Outputs

    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var finishedLoading: ((ItemDetails) -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?
    public var goBack: (() -> Void)?
    public var notFound: (() -> Void)?
    public var confirm: ((String) -> Void)?
    public var succeeded: ((String) -> Void)?
    public var showAlert: ((Alert) -> Void)?
    public var showMessage: ((String) -> Void)?

    // MARK: Private

    private func loaded(_ result: Result<Item, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(item):
            self.item = item
            finishedLoading?(ItemDetails(item))
        case let .failure(error):
            didReceiveServiceError?(
                FailureMessage.text(
                    error, couldNot: MarketplaceWords.loadItem(itemID), cancelled: ViewModelWords.loadingCancelled,
                    notFound: MarketplaceWords.noItem(itemID), in: language))
        }
        guard item == nil else { return }
        if case .failure(ServiceError.notFound) = result { notFound?() } else { goBack?() }
    }

    private func bought(_ result: Result<Transaction, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(transaction):
            bought = transaction
            markSold()
            succeeded?(
                language.say(.bought(name: transaction.itemName, paid: transaction.amount, balance: transaction.balanceAfter)))
        case .failure(is CancellationError):
            showMessage?(language.say(.purchaseCancelled))
        case let .failure(error):
            if case PurchaseError.alreadySold = error { markSold() }
            let alert = FailureMessage.text(
                error, couldNot: MarketplaceWords.buyItem(itemID), cancelled: MarketplaceWords.purchaseCancelled,
                otherwise: PurchaseError.serviceUnavailable, in: language)
            showAlert?(alert)
            if case ServiceError.outcomeUnknown = error, let item {
                // What was shown ("Available") may be false now: the item is shown again, its sale not known.
                unknownOutcome = alert
                finishedLoading?(ItemDetails(item, saleIsKnown: false))
            } else if case PurchaseError.alreadySold = error, let item {
                // What was shown ("Available") is false: someone else bought it since. Shown again, sold (a web page
                // reloaded went on saying Available, and offering to buy).
                finishedLoading?(ItemDetails(item))
            }
        }
    }

    /// What was said of a purchase of this screen whose outcome is not known, if one was: `buy` says it again.
    private var unknownOutcome: Alert?

    /// The purchase of this item made on this screen, if any: `buy` then says the item is the user's.
    private var bought: Transaction?

    /// The item is sold now: remember it, so `buy` says so without asking.
    private func markSold() {
        item?.isSold = true
    }
}
