import Foundation
import MarketplaceModels
import MarketplaceUseCases
import Models
import TestSupport
import Testing
import UseCases

/// Transactions in memory, or a repository that fails with `failure`.
struct InMemoryTransactions: TransactionRepository {
    let all: [Transaction]
    var failure: (any Error)?

    func transactions(buyer: User.ID) async throws -> [Transaction] {
        if let failure { throw failure }
        return all.filter { $0.buyer == buyer }
    }

    func transaction(id: Transaction.ID) async throws -> Transaction? {
        if let failure { throw failure }
        return all.first { $0.id == id }
    }
}

@Suite(.timeLimit(.minutes(1))) struct TransactionsUseCaseTests {
    static func transaction(_ id: Int64, buyer: Int64) -> Transaction {
        Transaction(
            id: Transaction.ID(id), buyer: User.ID(buyer), item: Item.ID(id), itemName: "Item \(id)", seller: "Aki",
            amount: .yen(100), balanceAfter: .yen(900), date: Date(timeIntervalSince1970: 0)
        )
    }

    let useCase = TransactionsUseCase.live(
        repository: InMemoryTransactions(all: [
            transaction(2, buyer: 1), transaction(1, buyer: 1), transaction(3, buyer: 2),
        ]))

    @Test func listsOnlyTheBuyersOwn() async throws {
        #expect(try await useCase.list(User.ID(1)).map(\.id.rawValue) == [2, 1])
    }

    @Test func anotherBuyersTransactionIsNotFound() async throws {
        #expect(try await useCase.transaction(Transaction.ID(1), User.ID(1)).id == Transaction.ID(1))
        await #expect(throws: ServiceError.notFound) { try await useCase.transaction(Transaction.ID(3), User.ID(1)) }
        await #expect(throws: ServiceError.notFound) { try await useCase.transaction(Transaction.ID(9), User.ID(1)) }
    }

    @Test func failuresAreUnavailableButACancelledReadIsCancelled() async {
        struct Boom: Error {}
        let broken = TransactionsUseCase.live(repository: InMemoryTransactions(all: [], failure: Boom()))
        await #expect(throws: ServiceError.unavailable) { try await broken.list(User.ID(1)) }
        let cancelled = TransactionsUseCase.live(repository: InMemoryTransactions(all: [], failure: CancellationError()))
        await #expect(throws: CancellationError.self) { try await cancelled.list(User.ID(1)) }
        await #expect(throws: CancellationError.self) { try await cancelled.transaction(Transaction.ID(1), User.ID(1)) }
    }
}
