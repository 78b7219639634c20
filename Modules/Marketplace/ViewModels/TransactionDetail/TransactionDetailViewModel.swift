public import MarketplaceModels
public import MarketplaceUseCases
public import Models
import UseCases
public import ViewModels

/// What the transaction detail view tells its view model.
@MainActor
public protocol TransactionDetailViewModelInputs: AnyObject {
    /// The screen appeared: load the transaction.
    func viewDidLoad()
}

/// What the transaction detail view model tells its view to do. Its shared steps: failure, loading the
/// transaction; back, after it (nothing to show); not found, no such transaction of the user's (instead of
/// back).
@MainActor
public protocol TransactionDetailViewModelOutputs: HUDOutputs, FailureOutputs, BackOutputs, NotFoundOutputs {
    /// The transaction loaded: show it.
    var finishedLoading: ((TransactionDetails) -> Void)? { get set }
}

/// The transaction detail view model, seen as its inputs and outputs.
@MainActor
public protocol TransactionDetailViewModelType: AnyObject {
    var inputs: any TransactionDetailViewModelInputs { get }
    var outputs: any TransactionDetailViewModelOutputs { get }
}

/// Shows one of the signed-in user's transactions.
@MainActor
public final class TransactionDetailViewModel: TransactionDetailViewModelType, TransactionDetailViewModelInputs,
    TransactionDetailViewModelOutputs
{
    private let transactionID: Transaction.ID
    private let session: Session
    private let transactions: TransactionsUseCase
    private let loading: LatestEffect
    private let language: Language

    public init(
        transaction: Transaction.ID, session: Session, transactions: TransactionsUseCase, language: Language, effects: Effects
    ) {
        self.language = language
        self.transactionID = transaction
        self.session = session
        self.transactions = transactions
        self.loading = LatestEffect(effects)
    }

    public var inputs: any TransactionDetailViewModelInputs { self }
    public var outputs: any TransactionDetailViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        showHUD?(language.say(.loadingTransaction))
        let (transactions, id, buyer) = (transactions, transactionID, session.user.id)
        loading.perform({ try await transactions.transaction(id, buyer) }) { [weak self] in self?.loaded($0) }
    }

    // MARK: Outputs

    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var finishedLoading: ((TransactionDetails) -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?
    public var goBack: (() -> Void)?
    public var notFound: (() -> Void)?

    // MARK: Private

    private func loaded(_ result: Result<Transaction, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(transaction):
            finishedLoading?(TransactionDetails(transaction))
            return
        case let .failure(error):
            didReceiveServiceError?(
                FailureMessage.text(
                    error, couldNot: MarketplaceWords.loadTransaction(transactionID), cancelled: ViewModelWords.loadingCancelled,
                    notFound: MarketplaceWords.noTransaction(transactionID), in: language))
            if case ServiceError.notFound = error {
                notFound?()
                return
            }
        }
        goBack?()
    }
}
