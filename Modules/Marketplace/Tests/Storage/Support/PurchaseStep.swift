/// One of the three writes a purchase makes, where a test can inject a fault.
enum PurchaseStep: String, CaseIterable, Sendable {
    case setBalance, markSold, recordTransaction
}
