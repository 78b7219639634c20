public import Models
public import Testing
public import UseCases

/// A `LoginUseCase` whose answer the test decides.
public struct LoginUseCaseDouble: LoginUseCase {
    public var handler: @Sendable (String, Password) async throws -> Session
    public init(_ handler: @escaping @Sendable (String, Password) async throws -> Session) { self.handler = handler }
    public func logIn(email: String, password: Password) async throws -> Session { try await handler(email, password) }
}

/// A `WalletUseCase` whose answer the test decides.
public struct WalletUseCaseDouble: WalletUseCase {
    public var handler: @Sendable (User.ID) async throws -> Money
    public init(_ handler: @escaping @Sendable (User.ID) async throws -> Money) { self.handler = handler }
    public func balance(for user: User.ID) async throws -> Money { try await handler(user) }
}

/// An `ItemsUseCase` whose answers the test decides.
public struct ItemsUseCaseDouble: ItemsUseCase {
    public var pageHandler: @Sendable (Int, String?) async throws -> Page<Item>
    public var itemHandler: @Sendable (Item.ID) async throws -> Item
    public init(
        page: @escaping @Sendable (Int, String?) async throws -> Page<Item> = { _, _ in try unimplemented("items.page") },
        item: @escaping @Sendable (Item.ID) async throws -> Item = { _ in try unimplemented("items.item") }
    ) {
        self.pageHandler = page
        self.itemHandler = item
    }
    public func page(_ number: Int, matching query: String?) async throws -> Page<Item> { try await pageHandler(number, query) }
    public func item(_ id: Item.ID) async throws -> Item { try await itemHandler(id) }
}

/// A `PurchaseUseCase` whose answer the test decides.
public struct PurchaseUseCaseDouble: PurchaseUseCase {
    public var handler: @Sendable (Item.ID, User.ID) async throws -> Transaction
    public init(_ handler: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction) { self.handler = handler }
    public func buy(_ item: Item.ID, buyer: User.ID) async throws -> Transaction { try await handler(item, buyer) }
}

/// A `TransactionsUseCase` whose answers the test decides.
public struct TransactionsUseCaseDouble: TransactionsUseCase {
    public var listHandler: @Sendable (User.ID) async throws -> [Transaction]
    public var oneHandler: @Sendable (Transaction.ID, User.ID) async throws -> Transaction
    public init(
        list: @escaping @Sendable (User.ID) async throws -> [Transaction] = { _ in try unimplemented("transactions.list") },
        one: @escaping @Sendable (Transaction.ID, User.ID) async throws -> Transaction = { _, _ in try unimplemented("transactions.one") }
    ) {
        self.listHandler = list
        self.oneHandler = one
    }
    public func transactions(for buyer: User.ID) async throws -> [Transaction] { try await listHandler(buyer) }
    public func transaction(_ id: Transaction.ID, for buyer: User.ID) async throws -> Transaction { try await oneHandler(id, buyer) }
}

/// The error an unimplemented double throws after failing the test.
public struct UnimplementedError: Error, Equatable {
    public let name: String
}

/// Fails the current test (a use case was called that the test did not expect) and throws.
public func unimplemented<T>(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    Issue.record("Unimplemented: \(name) was called", sourceLocation: sourceLocation)
    throw UnimplementedError(name: name)
}

extension UseCaseEnvironment {
    /// An environment in which every use case fails the test when called. Override the ones a
    /// test expects: `var env = UseCaseEnvironment.unimplemented; env.login = LoginUseCaseDouble { … }`.
    public static var unimplemented: UseCaseEnvironment {
        UseCaseEnvironment(
            login: LoginUseCaseDouble { _, _ in try TestSupport.unimplemented("login.logIn") },
            wallet: WalletUseCaseDouble { _ in try TestSupport.unimplemented("wallet.balance") },
            items: ItemsUseCaseDouble(),
            purchase: PurchaseUseCaseDouble { _, _ in try TestSupport.unimplemented("purchase.buy") },
            transactions: TransactionsUseCaseDouble()
        )
    }
}
