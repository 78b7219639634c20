public import MarketplaceModels
public import MarketplaceUseCases
public import Models
import UseCases
public import ViewModels

/// What the item list tells its view model.
@MainActor
public protocol ItemsViewModelInputs: AnyObject {
    /// The screen appeared: load the first page.
    func viewDidLoad()
    /// The screen is shown again (after `back` from an item): load the page shown again, and
    /// reload the view only if it changed (an item bought meanwhile is now sold).
    func viewWillAppear()
    /// The user picked row `row` (from 1) of the page shown.
    func select(row: Int)
    /// The user searched; blank text shows every item again.
    func search(_ text: String)
    func nextPage()
    func previousPage()
    /// Load the page shown again.
    func refresh()
}

/// What the item list view model tells its view to do. Its shared steps: failure, loading a page (the page
/// shown before, if any, stays); refusal, what the user asked cannot be done (no row 11, the last page).
@MainActor
public protocol ItemsViewModelOutputs: HUDOutputs, FailureOutputs, RefusalOutputs {
    /// The sections to show now; read them when `finishedLoading` fires.
    var sections: [ItemsSection] { get }
    /// `sections` changed: show them again.
    var finishedLoading: (() -> Void)? { get set }
    /// Open the detail of this item.
    var open: ((Item.ID) -> Void)? { get set }
}

/// The item list view model, seen as its inputs and outputs.
@MainActor
public protocol ItemsViewModelType: AnyObject {
    var inputs: any ItemsViewModelInputs { get }
    var outputs: any ItemsViewModelOutputs { get }
}

/// Pages through and searches the catalog, ten items to a page.
@MainActor
public final class ItemsViewModel: ItemsViewModelType, ItemsViewModelInputs, ItemsViewModelOutputs {
    private let items: ItemsUseCase
    private let language: Language
    private let loading: LatestEffect
    /// The page shown, and the search it is a page of: both change only when a page loads.
    private var page: Page<Item>?
    private var query: String?

    public init(items: ItemsUseCase, language: Language, effects: Effects) {
        self.language = language
        self.items = items
        self.loading = LatestEffect(effects)
    }

    public var inputs: any ItemsViewModelInputs { self }
    public var outputs: any ItemsViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        load(page: 1, of: query)
    }

    public func viewWillAppear() {
        load(page: page?.number ?? 1, of: query, reloadsWhenUnchanged: false)
    }

    public func select(row: Int) {
        if let item = language.pick(row: row, of: page?.elements, refusing: showAlert) { open?(item.id) }
    }

    public func search(_ text: String) {
        let searched: String?
        do {
            searched = try Item.search(text)
        } catch {
            showAlert?(language.alert(error))
            return
        }
        load(page: 1, of: searched)
    }

    public func nextPage() {
        if let number = language.page(after: page, refusing: showAlert) { load(page: number, of: query) }
    }

    public func previousPage() {
        if let number = language.page(before: page, refusing: showAlert) { load(page: number, of: query) }
    }

    public func refresh() {
        load(page: page?.number ?? 1, of: query)
    }

    // MARK: Outputs

    public private(set) var sections: [ItemsSection] = []
    public var finishedLoading: (() -> Void)?
    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?
    public var showAlert: ((Alert) -> Void)?
    public var open: ((Item.ID) -> Void)?

    // MARK: Private

    /// Loads page `number` of the search `query`: a search that fails or is cancelled leaves the page shown,
    /// and its search, as they were.
    private func load(page number: Int, of query: String?, reloadsWhenUnchanged: Bool = true) {
        showHUD?(language.say(.loadingItems))
        let items = items
        loading.perform({ try await items.page(number, query) }) { [weak self] result in
            self?.loaded(result, of: query, reloadsWhenUnchanged: reloadsWhenUnchanged)
        }
    }

    private func loaded(_ result: Result<Page<Item>, any Error>, of query: String?, reloadsWhenUnchanged: Bool) {
        dismissHUD?()
        switch result {
        case let .success(page):
            (self.page, self.query) = (page, query)
            let sections = [Self.section(for: page, query: query, in: language)]
            guard reloadsWhenUnchanged || sections != self.sections else { return }
            self.sections = sections
            finishedLoading?()
        case let .failure(error):
            didReceiveServiceError?(
                FailureMessage.text(
                    error, couldNot: MarketplaceWords.loadItems, cancelled: ViewModelWords.loadingCancelled, in: language))
        }
    }

    private static func section(for page: Page<Item>, query: String?, in language: Language) -> ItemsSection {
        let rows = page.elements.enumerated().map { offset, item in
            ItemRow(
                number: offset + 1, id: item.id, name: item.name, seller: item.seller, price: item.price, isSold: item.isSold
            )
        }
        let title = language.say(
            page.totalCount == 0
                ? .noItems(matching: query)
                : .page(page.number, of: page.pageCount, items: page.totalCount, matching: query))
        return ItemsSection(title: title, rows: rows)
    }
}
