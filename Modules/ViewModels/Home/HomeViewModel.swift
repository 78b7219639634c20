public import Models
// example-begin
public import UseCases

// example-end

/// What the home view tells its view model.
@MainActor
public protocol HomeViewModelInputs: AnyObject {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The screen is shown again (after `back` from a screen above it): what it shows may have changed.
    func viewWillAppear()
}

/// What the home view model tells its view to do.
@MainActor
public protocol HomeViewModelOutputs: AnyObject {
    /// The greeting line, such as "Welcome, Demo."
    var greeting: ((String) -> Void)? { get set }
    // example-begin
    /// The balance as it stands now; emitted on load, and on reappearing only when it changed.
    var balance: ((Money) -> Void)? { get set }
    /// Something went wrong, with a one-line message.
    var showAlert: ((String) -> Void)? { get set }
    // example-end
}

/// The home view model, seen as its inputs and outputs.
@MainActor
public protocol HomeViewModelType: AnyObject {
    var inputs: any HomeViewModelInputs { get }
    var outputs: any HomeViewModelOutputs { get }
}

/// Greets the signed-in user and shows what the app shows first. (The screens below home are opened by
/// the navigation the coordinator declares, not by this view model.)
@MainActor
public final class HomeViewModel: HomeViewModelType, HomeViewModelInputs, HomeViewModelOutputs {
    private let session: Session
    // example-begin
    private let wallet: WalletUseCase
    private let loading: LatestEffect
    private var shownBalance: Money?

    public init(session: Session, wallet: WalletUseCase, effects: Effects) {
        self.session = session
        self.wallet = wallet
        self.loading = LatestEffect(effects)
    }
    // example-else
    // public init(session: Session) {
    //     self.session = session
    // }
    // example-end

    public var inputs: any HomeViewModelInputs { self }
    public var outputs: any HomeViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        greeting?("Welcome, \(session.user.displayName).")
        // example-begin
        loadBalance()
        // example-end
    }

    public func viewWillAppear() {
        // example-begin
        loadBalance()
        // example-end
    }

    // MARK: Outputs

    public var greeting: ((String) -> Void)?
    // example-begin
    public var balance: ((Money) -> Void)?
    public var showAlert: ((String) -> Void)?

    // MARK: Private

    private func loadBalance() {
        let (wallet, user) = (wallet, session.user.id)
        loading.perform({ try await wallet.balance(user) }) { [weak self] in self?.balanceLoaded($0) }
    }

    private func balanceLoaded(_ result: Result<Money, any Error>) {
        switch result {
        case let .success(money):
            guard money != shownBalance else { return }
            shownBalance = money
            balance?(money)
        case let .failure(error):
            showAlert?(FailureMessage.text(error, couldNot: "load your balance", cancelled: "Loading your balance was cancelled."))
        }
    }
    // example-end
}
