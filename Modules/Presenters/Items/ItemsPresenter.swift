public import ViewModels

/// Drives the item list: pages, search and selection become view-model inputs; sections become a table.
@MainActor
public final class ItemsPresenter: ScreenPresenter {
    private let viewModel: any ItemsViewModelType
    private weak var view: (any View)?
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any ItemsViewModelType) {
        self.viewModel = viewModel
    }

    public let commands = [
        CommandSpec("list", summary: "Show the page again."),
        CommandSpec("select", arguments: [ArgumentSpec("N", kind: .integer)], summary: "Open row N of the page (or just type N)."),
        CommandSpec("search", arguments: [ArgumentSpec("TEXT", kind: .text)], summary: "Show items whose name or seller contains TEXT."),
        CommandSpec("next", summary: "Show the next page."),
        CommandSpec("prev", aliases: ["previous"], summary: "Show the previous page."),
        CommandSpec("refresh", summary: "Load the page again."),
    ]

    public func attach(_ view: any View) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.reloadData = { [weak self] in self?.showSections() }
        outputs.isLoading = { [weak self] loading in self?.view?.setBusy(loading ? "Loading items…" : nil) }
        outputs.showAlert = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.openItem = { [weak self] id in self?.onRoute?(.item(id)) }
        view.show(.line("Items for sale. Type a row number to open one; 'next' and 'prev' turn pages; 'search TEXT' filters."))
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        viewModel.inputs.viewWillAppear()
    }

    public func perform(_ command: ParsedCommand) {
        let inputs = viewModel.inputs
        switch command.name {
        case "list": showSections()
        case "select": command.integer(0).map { inputs.select(row: $0) }
        case "search": inputs.search(command.arguments.first ?? "")
        case "next": inputs.nextPage()
        case "prev": inputs.previousPage()
        case "refresh": inputs.refresh()
        default: assertionFailure("ItemsPresenter has no command \(command.name)")
        }
    }

    public func argumentCompletions(for command: String, index: Int) -> [String] {
        guard command == "select" else { return [] }
        return viewModel.outputs.sections.flatMap(\.rows).map { String($0.number) }
    }

    public var deepLinks: [String] {
        viewModel.outputs.sections.flatMap(\.rows).map { "items/\($0.id)" }
    }

    private func showSections() {
        for section in viewModel.outputs.sections {
            view?.show(.heading(section.title))
            guard !section.rows.isEmpty else { continue }
            view?.show(
                .table(
                    Table(
                        headers: ["#", "Item", "Seller", "Price", ""],
                        rows: section.rows.map { [String($0.number), $0.name, $0.seller, $0.price, $0.isSold ? "SOLD" : ""] }
                    )))
        }
    }
}
