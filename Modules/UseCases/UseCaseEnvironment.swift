/// Every use case the app has, in one struct: the single dependency view models are built from.
///
/// The live values are assembled only in the App target; tests pass doubles.
public struct UseCaseEnvironment: Sendable {
    public var login: any LoginUseCase
    public var wallet: any WalletUseCase
    public var items: any ItemsUseCase
    public var purchase: any PurchaseUseCase
    public var transactions: any TransactionsUseCase

    public init(
        login: any LoginUseCase,
        wallet: any WalletUseCase,
        items: any ItemsUseCase,
        purchase: any PurchaseUseCase,
        transactions: any TransactionsUseCase
    ) {
        self.login = login
        self.wallet = wallet
        self.items = items
        self.purchase = purchase
        self.transactions = transactions
    }
}
