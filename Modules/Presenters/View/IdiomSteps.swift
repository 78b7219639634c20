internal import ViewModels

/// The house idiom's steps every screen shares, bound in one call, the same way on every screen: busy (its
/// view's busy line, then none), failure and refusal (an error line), success (a success line), a message (a
/// line), and leaving (`back`, `notThere`, as requests of the flow). A presenter binds a screen's own steps
/// itself: its result, what it opens, what it asks.
///
///     IdiomSteps.bind(viewModel.outputs, to: { [weak self] in self?.view }, requests: { [weak self] in self?.onRequest?($0) })
@MainActor
public enum IdiomSteps {
    /// Binds each of the shared steps `outputs` has to `view` (as `view` gives it when an output arrives) and
    /// to `requests`.
    public static func bind(
        _ outputs: AnyObject, to view: @escaping @MainActor () -> (any ScreenView)?,
        requests: @escaping @MainActor (MainRequest) -> Void = { _ in }
    ) {
        if let busy = outputs as? any HUDOutputs {
            busy.showHUD = { label in view()?.setBusy(label) }
            busy.dismissHUD = { view()?.setBusy(nil) }
        }
        (outputs as? any FailureOutputs)?.didReceiveServiceError = { view()?.show(.error($0)) }
        (outputs as? any RefusalOutputs)?.showAlert = { view()?.show(.error($0)) }
        (outputs as? any SuccessOutputs)?.succeeded = { view()?.show(.success($0)) }
        (outputs as? any MessageOutputs)?.showMessage = { view()?.show(.line($0)) }
        (outputs as? any BackOutputs)?.goBack = { requests(.back) }
        (outputs as? any NotFoundOutputs)?.notFound = { requests(.notThere) }
    }
}
