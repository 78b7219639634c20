public import Models
public import UseCases

/// What the home view tells its view model.
@MainActor
public protocol HomeViewModelInputs: AnyObject {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The screen is shown again (after `back` from a screen above it): the balance may have changed.
    func viewWillAppear()
    /// The user asked for the item list.
    func itemsTapped()
    /// The user asked for their transactions.
    func transactionsTapped()
    /// The user asked to log out.
    func logoutTapped()
}

/// What the home view model tells its view to do.
@MainActor
public protocol HomeViewModelOutputs: AnyObject {
    /// The greeting line, such as "Welcome back, Demo."
    var greeting: ((String) -> Void)? { get set }
    /// The balance as it stands now, formatted, such as "¥10,000".
    var balance: ((String) -> Void)? { get set }
    /// Something went wrong, with a one-line message.
    var showAlert: ((String) -> Void)? { get set }
    /// Show the item list.
    var openItems: (() -> Void)? { get set }
    /// Show the transaction list.
    var openTransactions: (() -> Void)? { get set }
    /// The session ended.
    var loggedOut: (() -> Void)? { get set }
}

/// The home view model, seen as its inputs and outputs.
@MainActor
public protocol HomeViewModelType: AnyObject {
    var inputs: any HomeViewModelInputs { get }
    var outputs: any HomeViewModelOutputs { get }
}

/// Greets the signed-in user, shows their balance and offers the app's sections.
@MainActor
public final class HomeViewModel: HomeViewModelType, HomeViewModelInputs, HomeViewModelOutputs {
    private let session: Session
    private let wallet: any WalletUseCase
    private let loading: LatestEffect

    public init(session: Session, environment: UseCaseEnvironment, effects: Effects) {
        self.session = session
        self.wallet = environment.wallet
        self.loading = LatestEffect(effects)
    }

    public var inputs: any HomeViewModelInputs { self }
    public var outputs: any HomeViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        greeting?("Welcome, \(session.user.displayName).")
        loadBalance()
    }

    public func viewWillAppear() {
        loadBalance()
    }

    public func itemsTapped() {
        openItems?()
    }

    public func transactionsTapped() {
        openTransactions?()
    }

    public func logoutTapped() {
        loading.cancel()
        loggedOut?()
    }

    // MARK: Outputs

    public var greeting: ((String) -> Void)?
    public var balance: ((String) -> Void)?
    public var showAlert: ((String) -> Void)?
    public var openItems: (() -> Void)?
    public var openTransactions: (() -> Void)?
    public var loggedOut: (() -> Void)?

    // MARK: Private

    private func loadBalance() {
        let (wallet, user) = (wallet, session.user.id)
        loading.perform({ try await wallet.balance(for: user) }) { [weak self] in self?.balanceLoaded($0) }
    }

    private func balanceLoaded(_ result: Result<Money, any Error>) {
        switch result {
        case let .success(money):
            balance?(money.description)
        case .failure(is CancellationError):
            showAlert?("Loading your balance was cancelled.")
        case let .failure(error):
            showAlert?("Could not load your balance. \(ServiceError(error).description)")
        }
    }
}
