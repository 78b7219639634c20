import Models
import TestSupport
import Testing
import UseCases
import ViewModels

/// `RecordDetailViewModel`, every generated feature's record screen, on the live rules over a repository in
/// memory, with the memos' name (`RecordWords<Memo>.memos`): every output in order.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordDetailViewModelTests {
    enum Output: Equatable {
        case showHUD(String)
        case dismissHUD
        case finishedLoading(Memo)
        case didReceiveServiceError(String)
        case goBack
        case notFound
        case confirm(String)
        case succeeded(String)
        case showAlert(String)
        case showMessage(String)
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()
    let repository = InMemoryOwnedRecords<Memo>()
    let draft = Memo.Draft(text: "Milk", amount: nil)
    let changed = Memo.Draft(text: "Bread", amount: 250)

    /// The view model of memo `id` on the live rules over the repository in memory.
    func makeViewModel(_ id: Int64 = 1, memos: OwnedRecordsUseCase<Memo>? = nil) -> RecordDetailViewModel<Memo> {
        let viewModel = RecordDetailViewModel(
            id: Memo.ID(id), session: Fixtures.demoSession, records: memos ?? .live(repository: repository), words: .memos,
            language: .english, effects: effects)
        let outputs = viewModel.outputs
        outputs.showHUD = log.record(Output.showHUD)
        outputs.dismissHUD = log.record(.dismissHUD)
        outputs.finishedLoading = log.record(Output.finishedLoading)
        outputs.didReceiveServiceError = log.record { Output.didReceiveServiceError($0.text) }
        outputs.goBack = log.record(.goBack)
        outputs.notFound = log.record(.notFound)
        outputs.confirm = log.record(Output.confirm)
        outputs.succeeded = log.record(Output.succeeded)
        outputs.showAlert = log.record { Output.showAlert($0.text) }
        outputs.showMessage = log.record(Output.showMessage)
        return viewModel
    }

    /// A memo kept, and the view model of it, loaded.
    func loaded() async throws -> (Memo, RecordDetailViewModel<Memo>) {
        let kept = try await repository.create(try draft.validated(), owner: Fixtures.demoUser.id)
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading memo 1…"), .dismissHUD, .finishedLoading(kept)])
        return (kept, viewModel)
    }

    @Test(.exhaustive) func itLoadsThenAnEditSavesAndShowsItAgain() async throws {
        let (kept, viewModel) = try await loaded()
        viewModel.inputs.edit(changed)
        await effects.waitUntilIdle()
        let edited = Memo(id: kept.id, owner: kept.owner, content: try changed.validated())
        log.assertNext([.showHUD("Saving memo 1…"), .dismissHUD, .succeeded("Saved memo 1."), .finishedLoading(edited)])
        #expect(try await repository.record(id: kept.id, owner: kept.owner) == edited)
    }

    @Test(.exhaustive) func anEditThatDoesNotFitIsTheUseCasesOwnWordsAndChangesNothing() async throws {
        let (kept, viewModel) = try await loaded()
        viewModel.inputs.edit(Memo.Draft(text: "  ", amount: 1))
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Saving memo 1…"), .dismissHUD, .showAlert("The text is required.")])
        #expect(try await repository.record(id: kept.id, owner: kept.owner) == kept)
    }

    @Test(.exhaustive) func deleteAsksFirstAndNoKeepsIt() async throws {
        let (kept, viewModel) = try await loaded()
        viewModel.inputs.deleteTapped()
        log.assertNext([.confirm("Delete memo 1, “Milk”?")])
        viewModel.inputs.deleteDeclined()
        log.assertNext([.showMessage("Nothing was deleted.")])
        #expect(try await repository.record(id: kept.id, owner: kept.owner) == kept)

        viewModel.inputs.deleteTapped()
        log.assertNext([.confirm("Delete memo 1, “Milk”?")])
        viewModel.inputs.deleteConfirmed()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Deleting memo 1…"), .dismissHUD, .succeeded("Deleted memo 1."), .goBack])
        #expect(try await repository.record(id: kept.id, owner: kept.owner) == nil)
    }

    @Test(.exhaustive) func aMissingOneSaysSoAndLeavesAndNothingCanBeDoneToIt() async {
        let viewModel = makeViewModel(7)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading memo 7…"), .dismissHUD, .didReceiveServiceError("You have no memo 7."), .notFound])

        viewModel.inputs.deleteTapped()
        viewModel.inputs.edit(changed)
        log.assertNext([.showAlert("The memo is not loaded yet."), .showAlert("The memo is not loaded yet.")])
    }

    @Test(.exhaustive) func aFailureToLoadSaysWhyAndGoesBack() async {
        var memos = OwnedRecordsUseCase<Memo>.unimplemented
        memos.record = { _, _ in throw ServiceError.unavailable }
        let viewModel = makeViewModel(memos: memos)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading memo 1…"), .dismissHUD, .didReceiveServiceError("Could not load memo 1. \(ServiceError.unavailable.english)"),
            .goBack,
        ])
    }

    /// A change whose answer never came may or may not have been made: it says so, in the feature's words.
    @Test(.exhaustive) func aDeleteThatWasStoppedSaysItMayHaveBeenMade() async throws {
        var memos = OwnedRecordsUseCase<Memo>.live(repository: repository)
        memos.delete = { _, _ in throw CancellationError() }
        _ = try await repository.create(try draft.validated(), owner: Fixtures.demoUser.id)
        let viewModel = makeViewModel(memos: memos)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.deleteTapped()
        viewModel.inputs.deleteConfirmed()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading memo 1…"), .dismissHUD,
            .finishedLoading(Memo(id: Memo.ID(1), owner: Fixtures.demoUser.id, content: try draft.validated())),
            .confirm("Delete memo 1, “Milk”?"), .showHUD("Deleting memo 1…"), .dismissHUD,
            .showAlert("Stopped waiting: the memo may or may not have changed. Load it again to see."),
        ])
    }
}
