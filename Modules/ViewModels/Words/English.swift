import Models

/// Every sentence of the view models in English.
extension ViewModelWords {
    public var english: String {
        switch self {
        case let .couldNot(action, error): "Could not \(action.words.english). \(error.english)"
        case .loadingCancelled: "Loading cancelled."
        case let .welcome(name): "Welcome, \(name)."
        case .listNotLoaded: "The list has not loaded yet."
        case let .noRow(row, rows): "There is no row \(row): choose 1–\(rows)."
        case let .noRowOnEmptyPage(row): "There is no row \(row): this page is empty."
        case .firstPage: "You are on the first page."
        case .lastPage: "You are on the last page."
        case let .loadingRecords(name): "Loading your \(name.many)…"
        case let .loadRecords(name): "load your \(name.many)"
        case let .noRecords(name): "You have no \(name.many) yet."
        case let .recordsPage(name, number, pages, count): "Page \(number) of \(pages) · \(count) \(count == 1 ? name.one : name.many)"
        case let .creatingRecord(name): "Creating the \(name.one)…"
        case let .createRecord(name): "create the \(name.one)"
        case let .createdRecord(name, id): "Created \(name.one) \(id)."
        case let .loadingRecord(name, id): "Loading \(name.one) \(id)…"
        case let .loadRecord(name, id): "load \(name.one) \(id)"
        case let .noRecord(name, id): "You have no \(name.one) \(id)."
        case let .recordNotLoaded(name): "The \(name.one) is not loaded yet."
        case let .savingRecord(name, id): "Saving \(name.one) \(id)…"
        case let .saveRecord(name, id): "save \(name.one) \(id)"
        case let .savedRecord(name, id): "Saved \(name.one) \(id)."
        case let .confirmDeleteRecord(name, id, quoted): "Delete \(name.one) \(id), “\(quoted)”?"
        case let .deletingRecord(name, id): "Deleting \(name.one) \(id)…"
        case let .deleteRecord(name, id): "delete \(name.one) \(id)"
        case let .deletedRecord(name, id): "Deleted \(name.one) \(id)."
        case .recordNotDeleted: "Nothing was deleted."
        case let .recordInterrupted(name): "Stopped waiting: the \(name.one) may or may not have changed. Load it again to see."
        }
    }
}
