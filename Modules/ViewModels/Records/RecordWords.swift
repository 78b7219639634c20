public import Models

/// What the screens of one kind of owned record say, each in its feature's words (`RecordWords<Note>.notes`,
/// beside `NotesViewModel`): the list's, then the record's own.
public struct RecordWords<Record: OwnedRecord>: Sendable {
    /// While a page loads ("Loading your notes…").
    public var loadingList: any Words
    /// What a failed load of a page could not do ("load your notes").
    public var loadList: any Words
    /// The title of a list with nothing in it.
    public var none: any Words
    /// The title of a page: its number, how many pages, how many records.
    public var page: @Sendable (_ number: Int, _ pageCount: Int, _ totalCount: Int) -> any Words
    /// While a new record is kept.
    public var creating: any Words
    /// What a failed create could not do.
    public var create: any Words
    /// A record was created.
    public var created: @Sendable (Record.ID) -> any Words
    /// The person stopped waiting for a change that may or may not have been made.
    public var interrupted: any Words
    /// While a record loads, what a failed load could not do, and that the user has no record with the id.
    public var loading: @Sendable (Record.ID) -> any Words
    public var load: @Sendable (Record.ID) -> any Words
    public var notFound: @Sendable (Record.ID) -> any Words
    /// An edit or a delete asked before the record is shown.
    public var notLoaded: any Words
    public var saving: @Sendable (Record.ID) -> any Words
    public var save: @Sendable (Record.ID) -> any Words
    public var saved: @Sendable (Record.ID) -> any Words
    /// The question a delete asks first, of the record shown.
    public var confirmDelete: @Sendable (Record) -> any Words
    public var deleting: @Sendable (Record.ID) -> any Words
    public var delete: @Sendable (Record.ID) -> any Words
    public var deleted: @Sendable (Record.ID) -> any Words
    /// The answer to a delete's question was no.
    public var notDeleted: any Words

    public init(
        loadingList: any Words, loadList: any Words, none: any Words,
        page: @escaping @Sendable (_ number: Int, _ pageCount: Int, _ totalCount: Int) -> any Words,
        creating: any Words, create: any Words, created: @escaping @Sendable (Record.ID) -> any Words, interrupted: any Words,
        loading: @escaping @Sendable (Record.ID) -> any Words, load: @escaping @Sendable (Record.ID) -> any Words,
        notFound: @escaping @Sendable (Record.ID) -> any Words, notLoaded: any Words,
        saving: @escaping @Sendable (Record.ID) -> any Words, save: @escaping @Sendable (Record.ID) -> any Words,
        saved: @escaping @Sendable (Record.ID) -> any Words, confirmDelete: @escaping @Sendable (Record) -> any Words,
        deleting: @escaping @Sendable (Record.ID) -> any Words, delete: @escaping @Sendable (Record.ID) -> any Words,
        deleted: @escaping @Sendable (Record.ID) -> any Words, notDeleted: any Words
    ) {
        self.loadingList = loadingList
        self.loadList = loadList
        self.none = none
        self.page = page
        self.creating = creating
        self.create = create
        self.created = created
        self.interrupted = interrupted
        self.loading = loading
        self.load = load
        self.notFound = notFound
        self.notLoaded = notLoaded
        self.saving = saving
        self.save = save
        self.saved = saved
        self.confirmDelete = confirmDelete
        self.deleting = deleting
        self.delete = delete
        self.deleted = deleted
        self.notDeleted = notDeleted
    }
}
