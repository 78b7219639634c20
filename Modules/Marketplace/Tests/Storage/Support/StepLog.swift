import Foundation

@testable import MarketplaceStorage

/// A thread-safe record of which purchase steps reached the real store.
final class StepLog: @unchecked Sendable {
    // A lock rather than `Mutex`, which needs macOS 15 and iOS 18. `@unchecked Sendable` is sound:
    // `steps` is only read or written with `lock` held.
    private let lock = NSLock()
    private var steps: [PurchaseStep] = []

    func append(_ step: PurchaseStep) {
        lock.withLock { steps.append(step) }
    }

    var recorded: [PurchaseStep] {
        lock.withLock { steps }
    }
}
