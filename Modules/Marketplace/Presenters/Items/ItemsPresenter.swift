import MarketplaceModels
public import MarketplaceViewModels
public import Models
public import Presenters
import ViewModels

/// Drives the item list: pages, search and selection become view-model inputs; sections become a table.
@MainActor
public final class ItemsPresenter: Presenter<any ItemsViewModelType, MainRequest>, ScreenPresenter {
    public init(viewModel: any ItemsViewModelType, language: Language) {
        super.init(viewModel, language: language, title: language.say(.items))
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.finishedLoading = { [weak self] in self?.showSections() }
        outputs.open = { [weak self] id in self?.onRequest?(.show(.marketplace(.item(id)))) }
        view.show(.hint(.init(ItemsCommand.Hint.howTo)))
        viewModel.inputs.viewDidLoad()
    }

    public override func reappear() {
        super.reappear()
        viewModel.inputs.viewWillAppear()
    }

    public func perform(_ command: ItemsCommand) {
        let inputs = viewModel.inputs
        switch command {
        case .list: showSections()
        case let .select(row): inputs.select(row: row)
        case let .search(text): inputs.search(text ?? "")
        case .next: inputs.nextPage()
        case .previous: inputs.previousPage()
        case .refresh: inputs.refresh()
        }
    }

    public var rowNumbers: [String] {
        viewModel.outputs.sections.flatMap(\.rows).map { String($0.number) }
    }

    public var deepLinks: [String] {
        viewModel.outputs.sections.flatMap(\.rows).map { Self.link(to: $0).path }
    }

    /// Where a row leads: the item's screen.
    private static func link(to row: ItemRow) -> Display.Link {
        Display.Link(row.id, path: MainRoute.marketplace(.item(row.id)).path)
    }

    private func showSections() {
        let sections = viewModel.outputs.sections
        guard !sections.isEmpty else {
            view?.show(.hint(.init(ItemsCommand.Hint.notLoaded)))
            return
        }
        for section in sections {
            view?.show(.heading(section.title))
            guard !section.rows.isEmpty else { continue }
            view?.show(
                .table(
                    Display.Table(
                        headers: [language.say(.number)] + [.item, .seller, .price, .status].map(language.say),
                        rows: section.rows.map {
                            [
                                .text(String($0.number)), .text($0.name), .text($0.seller), .money($0.price),
                                .status($0.isSold ? .sold(in: language) : .availableInAList),
                            ]
                        },
                        links: section.rows.map(Self.link(to:))
                    )))
        }
    }
}
