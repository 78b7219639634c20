public import MarketplaceModels
public import MarketplaceUseCases
public import Models
import UseCases
public import ViewModels

/// What the transaction list tells its view model.
@MainActor
public protocol TransactionsViewModelInputs: AnyObject {
    /// The screen appeared: fetch the list.
    func viewDidLoad()
    /// Fetch the list again.
    func refresh()
    /// The user picked row `row` (from 1).
    func select(row: Int)
}

/// What the transaction list view model tells its view to do. Its shared steps: failure, loading the list
/// (the rows shown before, if any, stay); refusal, a row that cannot be opened.
@MainActor
public protocol TransactionsViewModelOutputs: HUDOutputs, FailureOutputs, RefusalOutputs {
    /// The list loaded: show its rows (newest first).
    var finishedLoading: (([TransactionRow]) -> Void)? { get set }
    /// Open the detail of this transaction.
    var open: ((Transaction.ID) -> Void)? { get set }
}

/// The transaction list view model, seen as its inputs and outputs.
@MainActor
public protocol TransactionsViewModelType: AnyObject {
    var inputs: any TransactionsViewModelInputs { get }
    var outputs: any TransactionsViewModelOutputs { get }
}

/// Lists the signed-in user's purchases, newest first.
@MainActor
public final class TransactionsViewModel: TransactionsViewModelType, TransactionsViewModelInputs, TransactionsViewModelOutputs {
    private let session: Session
    private let transactions: TransactionsUseCase
    private let language: Language
    private let fetching: LatestEffect
    private var rows: [TransactionRow]?

    public init(session: Session, transactions: TransactionsUseCase, language: Language, effects: Effects) {
        self.language = language
        self.session = session
        self.transactions = transactions
        self.fetching = LatestEffect(effects)
    }

    public var inputs: any TransactionsViewModelInputs { self }
    public var outputs: any TransactionsViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        fetch()
    }

    public func refresh() {
        fetch()
    }

    public func select(row: Int) {
        let picked = language.pick(row: row, of: rows, whenEmpty: language.alert(.noTransactionsToOpen), refusing: showAlert)
        if let picked { open?(picked.id) }
    }

    // MARK: Outputs

    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var finishedLoading: (([TransactionRow]) -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?
    public var showAlert: ((Alert) -> Void)?
    public var open: ((Transaction.ID) -> Void)?

    // MARK: Private

    private func fetch() {
        showHUD?(language.say(.loadingTransactions))
        let (transactions, buyer) = (transactions, session.user.id)
        fetching.perform({ try await transactions.list(buyer) }) { [weak self] in self?.fetched($0) }
    }

    private func fetched(_ result: Result<[Transaction], any Error>) {
        dismissHUD?()
        switch result {
        case let .success(list):
            let rows = list.enumerated().map { TransactionRow(number: $0.offset + 1, $0.element) }
            self.rows = rows
            finishedLoading?(rows)
        case let .failure(error):
            didReceiveServiceError?(
                FailureMessage.text(
                    error, couldNot: MarketplaceWords.loadTransactions, cancelled: ViewModelWords.loadingCancelled, in: language))
        }
    }
}
