public import Models
public import UseCases  // example

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
public protocol HomeViewModelOutputs:
    HomeWalletOutputs,  // example
    AnyObject
{
    /// The greeting line, such as "Welcome, Demo."
    var greeting: ((String) -> Void)? { get set }
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
    let language: Language
    let wallet: WalletUseCase  // example
    let loading: LatestEffect  // example
    var shownBalance: Money?  // example

    public init(
        session: Session,
        language: Language,
        wallet: WalletUseCase,  // example
        effects: Effects  // example
    ) {
        self.session = session
        self.language = language
        self.wallet = wallet  // example
        self.loading = LatestEffect(effects)  // example
    }

    public var inputs: any HomeViewModelInputs { self }
    public var outputs: any HomeViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        greeting?(language.say(.welcome(name: session.user.displayName)))
        loadBalance(of: session.user.id)  // example
    }

    public func viewWillAppear() {
        loadBalance(of: session.user.id)  // example
    }

    // MARK: Outputs

    public var greeting: ((String) -> Void)?
    public var balance: ((Money) -> Void)?  // example
    public var showAlert: ((Alert) -> Void)?  // example
}
