public import Models
public import UseCases

/// What a list of records' view tells its view model.
@MainActor
public protocol RecordListViewModelInputs<Record>: AnyObject {
    associatedtype Record: OwnedRecord
    /// The screen appeared: load the first page.
    func viewDidLoad()
    /// The screen is shown again (after `back` from a record): load the page shown again, and reload the view
    /// only if it changed.
    func viewWillAppear()
    /// The user picked row `row` (from 1) of the page shown.
    func select(row: Int)
    func nextPage()
    func previousPage()
    /// Load the page shown again.
    func refresh()
    /// The user asked for a new record with these fields.
    func create(_ draft: Record.Draft)
}

/// What a list of records' view model tells its view to do. Its shared steps: failure, loading a page (the
/// page shown before, if any, stays); refusal, what the user asked cannot be done or failed; success, a create.
@MainActor
public protocol RecordListViewModelOutputs<Record>: HUDOutputs, FailureOutputs, RefusalOutputs, SuccessOutputs {
    associatedtype Record: OwnedRecord
    /// The page to show now; read it when `finishedLoading` fires (nil until one loads).
    var list: RecordList<Record>? { get }
    /// `list` changed: show it again.
    var finishedLoading: (() -> Void)? { get set }
    /// Open this record.
    var open: ((Record.ID) -> Void)? { get set }
}

/// A list of records' view model, seen as its inputs and outputs.
@MainActor
public protocol RecordListViewModelType<Record>: AnyObject {
    associatedtype Record: OwnedRecord
    var inputs: any RecordListViewModelInputs<Record> { get }
    var outputs: any RecordListViewModelOutputs<Record> { get }
}

/// A page of the signed-in user's records, ready to show.
public struct RecordList<Record: OwnedRecord>: Equatable, Sendable {
    /// Such as "Page 1 of 3 · 25 notes", or that there are none.
    public var title: String
    public var rows: [Row]

    /// One record in the list.
    public struct Row: Equatable, Sendable {
        /// The number to type to open it, counted from 1 on this page.
        public var number: Int
        public var id: Record.ID
        public var content: Record.Content

        public init(number: Int, id: Record.ID, content: Record.Content) {
            self.number = number
            self.id = id
            self.content = content
        }
    }

    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}

/// Pages through the signed-in user's records of one kind, opens one, and creates them: the list screen
/// `make feature` gives a feature (`typealias NotesViewModel = RecordListViewModel<Note>`), in its words.
@MainActor
public final class RecordListViewModel<Record: OwnedRecord>: RecordListViewModelType, RecordListViewModelInputs,
    RecordListViewModelOutputs
{
    private let session: Session
    private let records: OwnedRecordsUseCase<Record>
    private let words: RecordWords<Record>
    private let language: Language
    /// Loading a page: the latest wins.
    private let loading: LatestEffect
    /// Creating a record: one at a time, never superseded by a load.
    private let saving: LatestEffect
    private var page: Page<Record>?

    public init(
        session: Session, records: OwnedRecordsUseCase<Record>, words: RecordWords<Record>, language: Language, effects: Effects
    ) {
        self.session = session
        self.records = records
        self.words = words
        self.language = language
        self.loading = LatestEffect(effects)
        self.saving = LatestEffect(effects)
    }

    public var inputs: any RecordListViewModelInputs<Record> { self }
    public var outputs: any RecordListViewModelOutputs<Record> { self }

    // MARK: Inputs

    public func viewDidLoad() {
        load(page: 1)
    }

    public func viewWillAppear() {
        load(page: page?.number ?? 1, reloadsWhenUnchanged: false)
    }

    public func select(row: Int) {
        if let found = language.pick(row: row, of: page?.elements, refusing: showAlert) { open?(found.id) }
    }

    public func nextPage() {
        if let number = language.page(after: page, refusing: showAlert) { load(page: number) }
    }

    public func previousPage() {
        if let number = language.page(before: page, refusing: showAlert) { load(page: number) }
    }

    public func refresh() {
        load(page: page?.number ?? 1)
    }

    public func create(_ draft: Record.Draft) {
        guard !saving.isRunning else { return }
        showHUD?(words.creating.text(in: language))
        let (records, user) = (records, session.user.id)
        saving.perform({ try await records.create(draft, user) }) { [weak self] in self?.created($0) }
    }

    // MARK: Outputs

    public private(set) var list: RecordList<Record>?
    public var finishedLoading: (() -> Void)?
    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?
    public var showAlert: ((Alert) -> Void)?
    public var succeeded: ((String) -> Void)?
    public var open: ((Record.ID) -> Void)?

    // MARK: Private

    private func load(page number: Int, reloadsWhenUnchanged: Bool = true) {
        showHUD?(words.loadingList.text(in: language))
        let (records, user) = (records, session.user.id)
        loading.perform({ try await records.page(number, user) }) { [weak self] result in
            self?.loaded(result, reloadsWhenUnchanged: reloadsWhenUnchanged)
        }
    }

    private func loaded(_ result: Result<Page<Record>, any Error>, reloadsWhenUnchanged: Bool) {
        dismissHUD?()
        switch result {
        case let .success(page):
            // Past the last page (its last row deleted meanwhile, here or elsewhere): the last page instead.
            if page.elements.isEmpty, page.number > page.pageCount {
                return load(page: page.pageCount, reloadsWhenUnchanged: reloadsWhenUnchanged)
            }
            self.page = page
            let list = list(for: page)
            guard reloadsWhenUnchanged || list != self.list else { return }
            self.list = list
            finishedLoading?()
        case let .failure(error):
            didReceiveServiceError?(
                FailureMessage.text(error, couldNot: words.loadList, cancelled: ViewModelWords.loadingCancelled, in: language))
        }
    }

    private func created(_ result: Result<Record, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(created):
            succeeded?(words.created(created.id).text(in: language))
            load(page: 1)
        case let .failure(error):
            showAlert?(FailureMessage.text(error, couldNot: words.create, cancelled: words.interrupted, in: language))
        }
    }

    private func list(for page: Page<Record>) -> RecordList<Record> {
        let rows = page.elements.enumerated().map { offset, element in
            RecordList<Record>.Row(number: offset + 1, id: element.id, content: element.content)
        }
        let title = page.totalCount == 0 ? words.none : words.page(page.number, page.pageCount, page.totalCount)
        return RecordList(title: title.text(in: language), rows: rows)
    }
}
