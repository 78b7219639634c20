public import Models
public import ViewModels

/// One field of a record as its screens show it: its label, in the screen's language, and its value.
public struct RecordColumn<Record: OwnedRecord> {
    public let label: String
    public let value: (Record.Content) -> Display.Value

    public init(_ label: String, _ value: @escaping (Record.Content) -> Display.Value) {
        self.label = label
        self.value = value
    }
}

/// Drives the list of the records a user owns (`RecordListViewModel`): loads it, shows each page as a table
/// whose rows open the record's screen, and says what to type. A feature's presenter says only what is its
/// own (its title, columns, hints, where a record's screen is) and turns its commands into inputs:
///
///     public final class NotesPresenter: RecordListPresenter<Note>, ScreenPresenter {
///         public func perform(_ command: NotesCommand) {
///             switch command {
///             case .list: showList()
///             case let .select(row): viewModel.inputs.select(row: row)
@MainActor
open class RecordListPresenter<Record: OwnedRecord>: Presenter<any RecordListViewModelType<Record>, MainRequest> {
    private let columns: [RecordColumn<Record>]
    private let howTo: Hint
    private let notLoaded: Hint
    private let route: (Record.ID) -> MainRoute

    /// `columns` are the fields a row shows; `howTo` is said first, `notLoaded` when no page is; a row opens
    /// `route(id)`.
    public init(
        _ viewModel: any RecordListViewModelType<Record>, language: Language, title: String, columns: [RecordColumn<Record>],
        howTo: Hint, notLoaded: Hint, route: @escaping (Record.ID) -> MainRoute
    ) {
        self.columns = columns
        self.howTo = howTo
        self.notLoaded = notLoaded
        self.route = route
        super.init(viewModel, language: language, title: title)
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.finishedLoading = { [weak self] in self?.showList() }
        outputs.open = { [weak self] id in
            guard let self else { return }
            onRequest?(.show(route(id)))
        }
        view.show(.hint(howTo))
        viewModel.inputs.viewDidLoad()
    }

    open override func reappear() {
        super.reappear()
        viewModel.inputs.viewWillAppear()
    }

    public var rowNumbers: [String] {
        (viewModel.outputs.list?.rows ?? []).map { String($0.number) }
    }

    public var deepLinks: [String] {
        (viewModel.outputs.list?.rows ?? []).map { link(to: $0).path }
    }

    /// Shows the page loaded, or says none is.
    public func showList() {
        guard let list = viewModel.outputs.list else {
            view?.show(.hint(notLoaded))
            return
        }
        view?.show(.heading(list.title))
        guard !list.rows.isEmpty else { return }
        view?.show(
            .table(
                Display.Table(
                    headers: [language.say(PresenterWords.number)] + columns.map(\.label),
                    rows: list.rows.map { row in [.text(String(row.number))] + columns.map { $0.value(row.content) } },
                    links: list.rows.map(link(to:))
                )))
    }

    /// Where a row leads: its record's screen.
    private func link(to row: RecordList<Record>.Row) -> Display.Link {
        Display.Link(row.id, path: route(row.id).path)
    }
}

/// Drives a record's screen (`RecordDetailViewModel`): shows every field, and asks before a deletion (a
/// `Question` the view answers later; nothing waits for it). A feature's presenter turns its commands into
/// inputs (`viewModel.inputs.edit(draft)`, `deleteTapped()`).
@MainActor
open class RecordDetailPresenter<Record: OwnedRecord>: Presenter<any RecordDetailViewModelType<Record>, MainRequest> {
    private let fields: [RecordColumn<Record>]
    private let howTo: Hint
    private let confirmDelete: String

    /// `fields` are what the screen shows, `howTo` is said below them, and the question before a deletion
    /// has the code `confirmDelete`.
    public init(
        _ viewModel: any RecordDetailViewModelType<Record>, language: Language, title: String, fields: [RecordColumn<Record>],
        howTo: Hint, confirmDelete: String
    ) {
        self.fields = fields
        self.howTo = howTo
        self.confirmDelete = confirmDelete
        super.init(viewModel, language: language, title: title)
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.finishedLoading = { [weak self] shown in self?.show(shown) }
        outputs.confirm = { [weak self] question in self?.confirm(question) }
        viewModel.inputs.viewDidLoad()
    }

    private func show(_ shown: Record) {
        view?.show(.heading(title))
        view?.show(.fields(fields.map { Display.Field($0.label, $0.value(shown.content)) }))
        view?.show(.hint(howTo))
    }

    private func confirm(_ question: String) {
        view?.ask(
            .confirmation(question, code: confirmDelete) { [weak self] yes in
                guard let inputs = self?.viewModel.inputs else { return }
                if yes { inputs.deleteConfirmed() } else { inputs.deleteDeclined() }
            })
    }
}
