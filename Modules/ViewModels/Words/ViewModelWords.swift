public import Models

/// Every sentence the view models say, as a key with its arguments; `English.swift` and `Japanese.swift`
/// say each one. A view model picks the key, `Language.say` turns it into the words of the person's language.
public enum ViewModelWords: Words, Equatable {
    /// A failure of a service while doing `action` (a key of any screen's catalog that names the work, such
    /// as `.logIn` or a feature's `.loadItems`).
    case couldNot(Action, because: ServiceError)
    /// The work of the screen was cancelled.
    case loadingCancelled
    case welcome(name: String)
    case listNotLoaded
    case noRow(Int, rows: Int)
    case noRowOnEmptyPage(Int)
    case firstPage
    case lastPage

    // MARK: - Every record's screens (`RecordWords`), with the record's name

    case loadingRecords(RecordName)
    case loadRecords(RecordName)
    case noRecords(RecordName)
    case recordsPage(RecordName, Int, of: Int, count: Int)
    case creatingRecord(RecordName)
    case createRecord(RecordName)
    case createdRecord(RecordName, id: Int64)
    case loadingRecord(RecordName, id: Int64)
    case loadRecord(RecordName, id: Int64)
    case noRecord(RecordName, id: Int64)
    case recordNotLoaded(RecordName)
    case savingRecord(RecordName, id: Int64)
    case saveRecord(RecordName, id: Int64)
    case savedRecord(RecordName, id: Int64)
    case confirmDeleteRecord(RecordName, id: Int64, quoting: String)
    case deletingRecord(RecordName, id: Int64)
    case deleteRecord(RecordName, id: Int64)
    case deletedRecord(RecordName, id: Int64)
    case recordNotDeleted
    case recordInterrupted(RecordName)
}

extension ViewModelWords {
    /// The work that failed, in `couldNot`: the words of whichever catalog names it, equal when their code
    /// and their words are.
    public struct Action: Equatable, Sendable {
        public let words: any Words

        public init(_ words: any Words) { self.words = words }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.words.code == rhs.words.code && lhs.words.english == rhs.words.english
        }
    }
}

extension Language {
    /// `language.say(.lastPage)`: a view model's words in this language.
    public func say(_ words: ViewModelWords) -> String { words.text(in: self) }

    /// An error's own words in this language.
    public func say(_ words: some Words) -> String { words.text(in: self) }

    /// `language.alert(.lastPage)`: what cannot be done, in this language, with the key's code.
    public func alert(_ words: ViewModelWords) -> Alert { Alert(words, in: self) }

    /// An error's own words in this language, with its code.
    public func alert(_ words: some Words) -> Alert { Alert(words, in: self) }
}
