import MarketplaceModels
import MarketplaceUseCases
import Models
import UseCases

@testable import MarketplaceStorage

/// A `LedgerWriter` that delegates to the real one and throws `InjectedFault` at one chosen step.
struct FaultyLedgerWriter: LedgerWriter {
    let base: any LedgerWriter
    let failingStep: PurchaseStep
    let timing: FaultTiming
    let log: StepLog

    func item(id: Item.ID) throws -> Item? {
        try base.item(id: id)
    }

    func balance(of user: User.ID) throws -> Money {
        try base.balance(of: user)
    }

    func setBalance(_ balance: Money, of user: User.ID) throws {
        try step(.setBalance) { try base.setBalance(balance, of: user) }
    }

    func markSold(_ item: Item.ID, to buyer: User.ID) throws {
        try step(.markSold) { try base.markSold(item, to: buyer) }
    }

    func recordTransaction(_ draft: TransactionDraft) throws -> Transaction {
        try step(.recordTransaction) { try base.recordTransaction(draft) }
    }

    func transaction(buyer: User.ID, key: IdempotencyKey) throws -> Transaction? {
        try base.transaction(buyer: buyer, key: key)
    }

    private func step<T>(_ step: PurchaseStep, _ write: () throws -> T) throws -> T {
        if step == failingStep && timing == .beforeWriting { throw InjectedFault(step: step) }
        let result = try write()
        log.append(step)
        if step == failingStep && timing == .afterWriting { throw InjectedFault(step: step) }
        return result
    }
}
