import Models

/// `LoginUseCase` that waits out a `Latency` first.
struct DelayedLogin: LoginUseCase {
    let base: any LoginUseCase
    let latency: Latency
    func logIn(email: String, password: Password) async throws -> Session {
        try await latency.run { try await base.logIn(email: email, password: password) }
    }
}

/// `WalletUseCase` that waits out a `Latency` first.
struct DelayedWallet: WalletUseCase {
    let base: any WalletUseCase
    let latency: Latency
    func balance(for user: User.ID) async throws -> Money {
        try await latency.run { try await base.balance(for: user) }
    }
}

/// `ItemsUseCase` that waits out a `Latency` first.
struct DelayedItems: ItemsUseCase {
    let base: any ItemsUseCase
    let latency: Latency
    func page(_ number: Int, matching query: String?) async throws -> Page<Item> {
        try await latency.run { try await base.page(number, matching: query) }
    }
    func item(_ id: Item.ID) async throws -> Item {
        try await latency.run { try await base.item(id) }
    }
}

/// `PurchaseUseCase` that waits out a `Latency` first.
struct DelayedPurchase: PurchaseUseCase {
    let base: any PurchaseUseCase
    let latency: Latency
    func buy(_ item: Item.ID, buyer: User.ID) async throws -> Transaction {
        try await latency.run { try await base.buy(item, buyer: buyer) }
    }
}

/// `TransactionsUseCase` that waits out a `Latency` first.
struct DelayedTransactions: TransactionsUseCase {
    let base: any TransactionsUseCase
    let latency: Latency
    func transactions(for buyer: User.ID) async throws -> [Transaction] {
        try await latency.run { try await base.transactions(for: buyer) }
    }
    func transaction(_ id: Transaction.ID, for buyer: User.ID) async throws -> Transaction {
        try await latency.run { try await base.transaction(id, for: buyer) }
    }
}
