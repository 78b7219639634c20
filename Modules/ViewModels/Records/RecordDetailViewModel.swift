public import Models
public import UseCases

/// What a record's view tells its view model.
@MainActor
public protocol RecordDetailViewModelInputs<Record>: AnyObject {
    associatedtype Record: OwnedRecord
    /// The screen appeared: load the record.
    func viewDidLoad()
    /// The user gave new fields for the record.
    func edit(_ draft: Record.Draft)
    /// The user asked to delete the record.
    func deleteTapped()
    /// The user answered yes to the question.
    func deleteConfirmed()
    /// The user answered no to the question.
    func deleteDeclined()
}

/// What a record's view model tells its view to do. Its shared steps: failure, loading; back, nothing left to
/// show (after the error, or after a delete's success); not found, the user has no such record (instead of
/// back); success, saved or deleted; refusal, what cannot be done or failed; a message, answering no.
@MainActor
public protocol RecordDetailViewModelOutputs<Record>:
    HUDOutputs, FailureOutputs, BackOutputs, NotFoundOutputs, RefusalOutputs, SuccessOutputs, MessageOutputs
{
    associatedtype Record: OwnedRecord
    /// The record loaded, or changed: show it.
    var finishedLoading: ((Record) -> Void)? { get set }
    /// Ask the user to confirm the deletion with this question.
    var confirm: ((String) -> Void)? { get set }
}

/// A record's view model, seen as its inputs and outputs.
@MainActor
public protocol RecordDetailViewModelType<Record>: AnyObject {
    associatedtype Record: OwnedRecord
    var inputs: any RecordDetailViewModelInputs<Record> { get }
    var outputs: any RecordDetailViewModelOutputs<Record> { get }
}

/// Shows one of the signed-in user's records, changes it, and deletes it after a question: the record's
/// screen `make feature` gives a feature (`typealias NoteDetailViewModel = RecordDetailViewModel<Note>`), in
/// its words.
@MainActor
public final class RecordDetailViewModel<Record: OwnedRecord>: RecordDetailViewModelType, RecordDetailViewModelInputs,
    RecordDetailViewModelOutputs
{
    private let id: Record.ID
    private let session: Session
    private let records: OwnedRecordsUseCase<Record>
    private let words: RecordWords<Record>
    private let language: Language
    /// Loading, saving, then deleting: one run at a time.
    private let work: LatestEffect
    private var record: Record?

    public init(
        id: Record.ID, session: Session, records: OwnedRecordsUseCase<Record>, words: RecordWords<Record>, language: Language,
        effects: Effects
    ) {
        self.id = id
        self.session = session
        self.records = records
        self.words = words
        self.language = language
        self.work = LatestEffect(effects)
    }

    public var inputs: any RecordDetailViewModelInputs<Record> { self }
    public var outputs: any RecordDetailViewModelOutputs<Record> { self }

    // MARK: Inputs

    public func viewDidLoad() {
        showHUD?(words.loading(id).text(in: language))
        let (records, id, user) = (records, id, session.user.id)
        work.perform({ try await records.record(id, user) }) { [weak self] in self?.loaded($0) }
    }

    public func edit(_ draft: Record.Draft) {
        guard !work.isRunning else { return }
        guard record != nil else { showAlert?(Alert(words.notLoaded, in: language)); return }
        showHUD?(words.saving(id).text(in: language))
        let (records, id, user) = (records, id, session.user.id)
        work.perform({ try await records.update(id, draft, user) }) { [weak self] in self?.saved($0) }
    }

    public func deleteTapped() {
        guard !work.isRunning else { return }
        guard let record else { showAlert?(Alert(words.notLoaded, in: language)); return }
        confirm?(words.confirmDelete(record).text(in: language))
    }

    public func deleteConfirmed() {
        guard !work.isRunning, record != nil else { return }
        showHUD?(words.deleting(id).text(in: language))
        let (records, id, user) = (records, id, session.user.id)
        work.perform({ try await records.delete(id, user) }) { [weak self] in self?.deletedResult($0) }
    }

    public func deleteDeclined() {
        showMessage?(words.notDeleted.text(in: language))
    }

    // MARK: Outputs

    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var finishedLoading: ((Record) -> Void)?
    public var didReceiveServiceError: ((Alert) -> Void)?
    public var goBack: (() -> Void)?
    public var notFound: (() -> Void)?
    public var confirm: ((String) -> Void)?
    public var succeeded: ((String) -> Void)?
    public var showAlert: ((Alert) -> Void)?
    public var showMessage: ((String) -> Void)?

    // MARK: Private

    private func loaded(_ result: Result<Record, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(loaded):
            record = loaded
            finishedLoading?(loaded)
        case let .failure(error):
            didReceiveServiceError?(
                FailureMessage.text(
                    error, couldNot: words.load(id), cancelled: ViewModelWords.loadingCancelled, notFound: words.notFound(id), in: language)
            )
            if case ServiceError.notFound = error { notFound?() } else { goBack?() }
        }
    }

    private func saved(_ result: Result<Record, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(saved):
            record = saved
            succeeded?(words.saved(id).text(in: language))
            finishedLoading?(saved)
        case let .failure(error):
            showAlert?(failure(error, couldNot: words.save(id)))
        }
    }

    private func deletedResult(_ result: Result<Void, any Error>) {
        dismissHUD?()
        switch result {
        case .success:
            succeeded?(words.deleted(id).text(in: language))
            goBack?()
        case let .failure(error):
            showAlert?(failure(error, couldNot: words.delete(id)))
        }
    }

    /// A change that failed: what could not be done, and why.
    private func failure(_ error: any Error, couldNot action: any Words) -> Alert {
        FailureMessage.text(error, couldNot: action, cancelled: words.interrupted, notFound: words.notFound(id), in: language)
    }
}
