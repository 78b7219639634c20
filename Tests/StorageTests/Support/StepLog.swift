import Synchronization

/// A thread-safe record of which purchase steps reached the real store.
final class StepLog: Sendable {
    private let steps = Mutex<[PurchaseStep]>([])

    func append(_ step: PurchaseStep) {
        steps.withLock { $0.append(step) }
    }

    var recorded: [PurchaseStep] {
        steps.withLock { $0 }
    }
}
