public import Models

/// What the screens of one kind of owned record say: the sentences every record's screens say
/// (`ViewModelWords`, in this module's catalogs), with the record's name in them and, in a deletion's question,
/// the field that tells it apart (`RecordWords<Note>.notes`, beside `NotesViewModel`).
public struct RecordWords<Record: OwnedRecord>: Sendable {
    /// The record's name in each language.
    public let name: RecordName
    /// What a deletion's question quotes of the record (its first field).
    private let quote: @Sendable (Record) -> String

    public init(_ name: RecordName, quoting quote: @escaping @Sendable (Record) -> String) {
        self.name = name
        self.quote = quote
    }

    // The list's.
    var loadingList: ViewModelWords { .loadingRecords(name) }
    var loadList: ViewModelWords { .loadRecords(name) }
    var none: ViewModelWords { .noRecords(name) }
    func page(_ number: Int, _ pageCount: Int, _ totalCount: Int) -> ViewModelWords {
        .recordsPage(name, number, of: pageCount, count: totalCount)
    }
    var creating: ViewModelWords { .creatingRecord(name) }
    var create: ViewModelWords { .createRecord(name) }
    func created(_ id: Record.ID) -> ViewModelWords { .createdRecord(name, id: id.rawValue) }
    /// The person stopped waiting for a change that may or may not have been made.
    var interrupted: ViewModelWords { .recordInterrupted(name) }

    // The record's own.
    func loading(_ id: Record.ID) -> ViewModelWords { .loadingRecord(name, id: id.rawValue) }
    func load(_ id: Record.ID) -> ViewModelWords { .loadRecord(name, id: id.rawValue) }
    public func notFound(_ id: Record.ID) -> ViewModelWords { .noRecord(name, id: id.rawValue) }
    var notLoaded: ViewModelWords { .recordNotLoaded(name) }
    func saving(_ id: Record.ID) -> ViewModelWords { .savingRecord(name, id: id.rawValue) }
    func save(_ id: Record.ID) -> ViewModelWords { .saveRecord(name, id: id.rawValue) }
    func saved(_ id: Record.ID) -> ViewModelWords { .savedRecord(name, id: id.rawValue) }
    func confirmDelete(_ record: Record) -> ViewModelWords { .confirmDeleteRecord(name, id: record.id.rawValue, quoting: quote(record)) }
    func deleting(_ id: Record.ID) -> ViewModelWords { .deletingRecord(name, id: id.rawValue) }
    func delete(_ id: Record.ID) -> ViewModelWords { .deleteRecord(name, id: id.rawValue) }
    func deleted(_ id: Record.ID) -> ViewModelWords { .deletedRecord(name, id: id.rawValue) }
    var notDeleted: ViewModelWords { .recordNotDeleted }
}
