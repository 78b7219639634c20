public import Models
internal import ViewModels

/// What every screen's presenter holds and does the same way, so that a screen's presenter says only what is
/// its own: its result, what it opens, what it asks and its commands.
///
///     public final class ItemsPresenter: Presenter<any ItemsViewModelType, MainRequest>, ScreenPresenter {
///         public func attach(_ view: any ScreenView) {
///             keep(view, binding: viewModel.outputs)
///             viewModel.outputs.finishedLoading = { [weak self] in self?.showSections() }
///
/// It holds the view model, the view (weakly: the view holds its presenter), the language, the title and where
/// the screen's requests go (`onRequest`); `keep` keeps the view and binds the idiom's shared steps
/// (`IdiomSteps`); `reappear` says the title again.
@MainActor
open class Presenter<ViewModel, Request> {
    public let viewModel: ViewModel
    public private(set) weak var view: (any ScreenView)?
    public var onRequest: ((Request) -> Void)?
    public let language: Language
    public let title: String

    public init(_ viewModel: ViewModel, language: Language, title: String) {
        self.viewModel = viewModel
        self.language = language
        self.title = title
    }

    /// The screen is shown again after the one above it was popped: say where the user is. A screen that
    /// reloads then adds that.
    open func reappear() {
        view?.show(.heading(title))
    }

    /// Keeps `view` and binds the shared steps of `outputs` to it; a screen's `attach` starts here. A screen of
    /// the main flow also has the leaving steps (back, not there) as its requests.
    public func keep(_ view: any ScreenView, binding outputs: AnyObject) {
        keep(view, binding: outputs, leaving: { _ in })
    }

    /// Keeps `view` and binds the shared steps of `outputs` to it, its leaving steps to `leaving`.
    fileprivate func keep(_ view: any ScreenView, binding outputs: AnyObject, leaving: @escaping @MainActor (MainRequest) -> Void) {
        self.view = view
        IdiomSteps.bind(outputs, to: { [weak self] in self?.view }, requests: leaving)
    }
}

extension Presenter where Request == MainRequest {
    /// Keeps `view` and binds the shared steps of `outputs` to it, leaving as the main flow's requests.
    public func keep(_ view: any ScreenView, binding outputs: AnyObject) {
        keep(view, binding: outputs, leaving: { [weak self] in self?.onRequest?($0) })
    }
}
