// example-begin
public import Models
// example-end
public import Testing
public import UseCases

/// The error an unimplemented use case throws after failing the test.
public struct UnimplementedError: Error, Equatable {
    public let name: String
}

/// Fails the current test (a use case was called that the test did not expect) and throws.
public func unimplemented<T>(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    Issue.record("Unimplemented: \(name) was called", sourceLocation: sourceLocation)
    throw UnimplementedError(name: name)
}

// Each use case's unimplemented value: every closure fails the test when called. A test sets the ones it
// expects: `var login = LoginUseCase.unimplemented; login.logIn = { email, password in … }`.

extension LoginUseCase {
    public static let unimplemented = Self { _, _ in try TestSupport.unimplemented("login.logIn") }
}

// example-begin
extension WalletUseCase {
    public static let unimplemented = Self { _ in try TestSupport.unimplemented("wallet.balance") }
}

extension ItemsUseCase {
    public static let unimplemented = Self(
        page: { _, _ in try TestSupport.unimplemented("items.page") },
        item: { _ in try TestSupport.unimplemented("items.item") }
    )
}

extension PurchaseUseCase {
    /// A purchase use case whose `buy` is `buy`; `buyOnce` fails the test if called.
    public static func buying(with buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction) -> Self {
        var useCase = unimplemented
        useCase.buy = buy
        return useCase
    }

    public static let unimplemented = Self(
        buy: { _, _ in try TestSupport.unimplemented("purchase.buy") },
        buyOnce: { _, _, _ in try TestSupport.unimplemented("purchase.buyOnce") }
    )
}

extension TransactionsUseCase {
    public static let unimplemented = Self(
        list: { _ in try TestSupport.unimplemented("transactions.list") },
        transaction: { _, _ in try TestSupport.unimplemented("transactions.transaction") }
    )
}
// example-end

// make usecase: unimplemented values go above this line

extension UseCaseEnvironment {
    /// An environment in which every use case fails the test when called. Set the ones a test expects:
    /// `var environment = UseCaseEnvironment.unimplemented; environment.login.logIn = { … }`.
    public static let unimplemented = UseCaseEnvironment(
        login: .unimplemented,
        // example-begin
        wallet: .unimplemented,
        items: .unimplemented,
        purchase: .unimplemented,
        transactions: .unimplemented,
        // example-end
        // make usecase: unimplemented environment goes above this line
    )
}
