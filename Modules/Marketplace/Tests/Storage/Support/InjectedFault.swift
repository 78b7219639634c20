/// The error a faulty writer throws.
struct InjectedFault: Error, Equatable {
    let step: PurchaseStep
}
