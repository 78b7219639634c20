/// Every use case the app has, in one struct: what the screen factory builds view models from. Each view
/// model takes only the use cases it uses.
///
/// The live values are assembled only in the App target; tests start from `.unimplemented` (TestSupport)
/// and set the ones they expect to be called.
public struct UseCaseEnvironment: Sendable {
    public var login: LoginUseCase
    public var wallet: WalletUseCase  // example
    public var items: ItemsUseCase  // example
    public var purchase: PurchaseUseCase  // example
    public var transactions: TransactionsUseCase  // example
    // make usecase: properties go above this line

    public init(
        login: LoginUseCase,
        wallet: WalletUseCase,  // example
        items: ItemsUseCase,  // example
        purchase: PurchaseUseCase,  // example
        transactions: TransactionsUseCase,  // example
        // make usecase: parameters go above this line
    ) {
        self.login = login
        self.wallet = wallet  // example
        self.items = items  // example
        self.purchase = purchase  // example
        self.transactions = transactions  // example
        // make usecase: assignments go above this line
    }
}
