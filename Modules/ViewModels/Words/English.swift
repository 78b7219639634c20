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
        }
    }
}
