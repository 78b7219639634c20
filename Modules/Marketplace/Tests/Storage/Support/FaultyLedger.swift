import MarketplaceUseCases
import UseCases

@testable import MarketplaceStorage

/// A `Ledger` that runs on a real one but hands the work a `FaultyLedgerWriter`, so one step throws.
struct FaultyLedger: Ledger {
    let base: any Ledger
    let failingStep: PurchaseStep
    let timing: FaultTiming
    let log: StepLog

    func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T {
        try await base.write { writer in
            try work(FaultyLedgerWriter(base: writer, failingStep: failingStep, timing: timing, log: log))
        }
    }
}
