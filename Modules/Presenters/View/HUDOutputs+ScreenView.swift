public import ViewModels

extension HUDOutputs {
    /// Binds the house idiom's first two steps to the view a presenter drives, which `view` gives when an
    /// output arrives (`outputs.showBusy { [weak self] in self?.view }`): busy with what is in flight, then
    /// not, before the result.
    public func showBusy(on view: @escaping @MainActor () -> (any ScreenView)?) {
        showHUD = { label in view()?.setBusy(label) }
        dismissHUD = { view()?.setBusy(nil) }
    }
}
