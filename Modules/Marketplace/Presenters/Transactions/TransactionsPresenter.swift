import MarketplaceModels
public import MarketplaceViewModels
public import Models
public import Presenters
import ViewModels

/// Drives the transaction list: a busy line while it loads, then a table or an error.
@MainActor
public final class TransactionsPresenter: Presenter<any TransactionsViewModelType, MainRequest>, ScreenPresenter {
    private var rows: [TransactionRow]?

    public init(viewModel: any TransactionsViewModelType, language: Language) {
        super.init(viewModel, language: language, title: language.say(.transactions))
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.finishedLoading = { [weak self] rows in
            self?.rows = rows
            self?.showRows()
        }
        outputs.open = { [weak self] id in self?.onRequest?(.show(.marketplace(.transaction(id)))) }
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: TransactionsCommand) {
        switch command {
        case .list: showRows()
        case let .select(row): viewModel.inputs.select(row: row)
        case .refresh: viewModel.inputs.refresh()
        }
    }

    public var rowNumbers: [String] {
        (rows ?? []).map { String($0.number) }
    }

    public var deepLinks: [String] {
        (rows ?? []).map { Self.link(to: $0).path }
    }

    /// Where a row leads: the transaction's screen.
    private static func link(to row: TransactionRow) -> Display.Link {
        Display.Link(row.id, path: MainRoute.marketplace(.transaction(row.id)).path)
    }

    private func showRows() {
        guard let rows else {
            view?.show(.hint(.init(TransactionsCommand.Hint.notLoaded)))
            return
        }
        view?.show(.heading(title))
        guard !rows.isEmpty else {
            // That the list is empty is what the screen shows (a page too); how to fill it is a hint.
            view?.show(.line(language.say(.noTransactionsYet)))
            view?.show(.hint(.init(TransactionsCommand.Hint.empty)))
            return
        }
        view?.show(
            .table(
                Display.Table(
                    headers: [language.say(.number)] + [.item, .amount, .date].map(language.say),
                    rows: rows.map { [.text(String($0.number)), .text($0.itemName), .money($0.amount), .date($0.date, .day)] },
                    links: rows.map(Self.link(to:))
                )))
    }
}
