public import ViewModels

/// Drives the transaction list: its one state output becomes a busy line, a table or an error.
@MainActor
public final class TransactionsPresenter: ScreenPresenter {
    private let viewModel: any TransactionsViewModelType
    private weak var view: (any View)?
    private var rows: [TransactionRow] = []
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any TransactionsViewModelType) {
        self.viewModel = viewModel
    }

    public let commands = [
        CommandSpec("list", summary: "Show the list again."),
        CommandSpec("select", arguments: [ArgumentSpec("N", kind: .integer)], summary: "Open transaction N of the list (or just type N)."),
        CommandSpec("refresh", summary: "Load the list again."),
    ]

    public func attach(_ view: any View) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.state = { [weak self] state in self?.render(state) }
        outputs.showAlert = { [weak self] message in self?.view?.show(.error(message)) }
        outputs.openTransaction = { [weak self] id in self?.onRoute?(.transaction(id)) }
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: ParsedCommand) {
        switch command.name {
        case "list": showRows()
        case "select": command.integer(0).map { viewModel.inputs.select(row: $0) }
        case "refresh": viewModel.inputs.refresh()
        default: assertionFailure("TransactionsPresenter has no command \(command.name)")
        }
    }

    public func argumentCompletions(for command: String, index: Int) -> [String] {
        command == "select" ? rows.map { String($0.number) } : []
    }

    public var deepLinks: [String] {
        rows.map { "transactions/\($0.id)" }
    }

    private func render(_ state: TransactionsState) {
        switch state {
        case .fetching:
            view?.setBusy("Loading transactions…")
        case let .fetched(rows):
            view?.setBusy(nil)
            self.rows = rows
            showRows()
        case let .failed(message):
            view?.setBusy(nil)
            view?.show(.error(message))
        }
    }

    private func showRows() {
        view?.show(.heading("Your transactions"))
        guard !rows.isEmpty else {
            view?.show(.line("No transactions yet. Buy something from 'items'."))
            return
        }
        view?.show(
            .table(
                Table(
                    headers: ["#", "Item", "Amount", "Date"],
                    rows: rows.map { [String($0.number), $0.itemName, $0.amount, $0.date] }
                )))
    }
}
