/// Every use case the app has, in one struct: what the screen factory builds view models from. Each view
/// model takes only the use cases it uses.
///
/// The live values are assembled only in the App target; tests start from `.unimplemented` (TestSupport)
/// and set the ones they expect to be called.
public struct UseCaseEnvironment: Sendable {
    public var login: LoginUseCase
    // example-begin
    public var wallet: WalletUseCase
    public var items: ItemsUseCase
    public var purchase: PurchaseUseCase
    public var transactions: TransactionsUseCase
    // example-end
    // make usecase: properties go above this line

    public init(
        login: LoginUseCase,
        // example-begin
        wallet: WalletUseCase,
        items: ItemsUseCase,
        purchase: PurchaseUseCase,
        transactions: TransactionsUseCase,
        // example-end
        // make usecase: parameters go above this line
    ) {
        self.login = login
        // example-begin
        self.wallet = wallet
        self.items = items
        self.purchase = purchase
        self.transactions = transactions
        // example-end
        // make usecase: assignments go above this line
    }
}
