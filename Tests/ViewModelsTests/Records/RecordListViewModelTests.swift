import Models
import TestSupport
import Testing
import UseCases
import ViewModels

/// `RecordListViewModel`, every generated feature's list, on the live rules over a repository in memory, with
/// words of the tests' own: every output in order.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordListViewModelTests {
    enum Output: Equatable {
        case finishedLoading(RecordList<Memo>?)
        case showHUD(String)
        case dismissHUD
        case didReceiveServiceError(String)
        case showAlert(String)
        case succeeded(String)
        case open(Memo.ID)
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()
    let draft = Memo.Draft(text: "Milk", amount: 250)

    /// The view model on the live rules over a repository in memory, two to a page.
    func makeViewModel(
        _ memos: OwnedRecordsUseCase<Memo> = .live(repository: InMemoryOwnedRecords<Memo>(), pageSize: 2),
        language: Language = .english
    ) -> RecordListViewModel<Memo> {
        let viewModel = RecordListViewModel(
            session: Fixtures.demoSession, records: memos, words: .memos, language: language, effects: effects)
        let outputs = viewModel.outputs
        // What the view reads when told to reload: the list at that moment.
        outputs.finishedLoading = { [unowned viewModel, log] in log.record(Output.finishedLoading)(viewModel.outputs.list) }
        outputs.showHUD = log.record(Output.showHUD)
        outputs.dismissHUD = log.record(.dismissHUD)
        outputs.didReceiveServiceError = log.record { Output.didReceiveServiceError($0.text) }
        outputs.showAlert = log.record { Output.showAlert($0.text) }
        outputs.succeeded = log.record(Output.succeeded)
        outputs.open = log.record(Output.open)
        return viewModel
    }

    func row(_ number: Int, _ id: Int64) -> RecordList<Memo>.Row {
        RecordList.Row(number: number, id: Memo.ID(id), content: Memo.Content(text: "Milk", amount: 250))
    }

    @Test(.exhaustive) func anEmptyListSaysSoAndCreatingOneShowsItOnPageOne() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD, .finishedLoading(RecordList(title: "You have no memos yet.", rows: [])),
        ])

        viewModel.inputs.create(draft)
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Creating the memo…"), .dismissHUD, .succeeded("Created memo 1."),
            .showHUD("Loading your memos…"), .dismissHUD,
            .finishedLoading(RecordList(title: "Page 1 of 1 · 1 memo", rows: [row(1, 1)])),
        ])

        viewModel.inputs.select(row: 1)
        log.assertNext([.open(Memo.ID(1))])
    }

    /// The core says every record's sentences in Japanese too, with the record's Japanese name in them.
    @Test(.exhaustive) func inJapaneseTheSentencesAreJapaneseWithTheRecordsName() async {
        let viewModel = makeViewModel(language: .japanese)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("メモを読み込み中…"), .dismissHUD, .finishedLoading(RecordList(title: "メモはまだありません。", rows: []))])
        viewModel.inputs.create(draft)
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("メモを作成中…"), .dismissHUD, .succeeded("メモ 1 を作成しました。"), .showHUD("メモを読み込み中…"), .dismissHUD,
            .finishedLoading(RecordList(title: "1 / 1 ページ · メモ 1 件", rows: [row(1, 1)])),
        ])
    }

    @Test(.exhaustive) func aDraftThatDoesNotFitIsTheUseCasesOwnWordsAndNothingIsKept() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD, .finishedLoading(RecordList(title: "You have no memos yet.", rows: [])),
        ])
        viewModel.inputs.create(Memo.Draft(text: nil, amount: 1))
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Creating the memo…"), .dismissHUD, .showAlert("The text is required.")])
        viewModel.inputs.refresh()
        await effects.waitUntilIdle()
        log.assertNext(
            [.showHUD("Loading your memos…"), .dismissHUD, .finishedLoading(RecordList(title: "You have no memos yet.", rows: []))],
            "nothing kept")
    }

    @Test(.exhaustive) func pagesTurnUntilTheEndsAndRowsAreCountedOnThePageShown() async throws {
        let memos = OwnedRecordsUseCase.live(repository: InMemoryOwnedRecords<Memo>(), pageSize: 2)
        for _ in 1...3 { _ = try await memos.create(draft, Fixtures.demoUser.id) }
        let viewModel = makeViewModel(memos)

        viewModel.inputs.nextPage()
        log.assertNext([.showAlert("The list has not loaded yet.")])
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD,
            .finishedLoading(RecordList(title: "Page 1 of 2 · 3 memos", rows: [row(1, 3), row(2, 2)])),
        ])
        viewModel.inputs.previousPage()
        log.assertNext([.showAlert("You are on the first page.")])
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD, .finishedLoading(RecordList(title: "Page 2 of 2 · 3 memos", rows: [row(1, 1)])),
        ])
        viewModel.inputs.nextPage()
        viewModel.inputs.select(row: 2)
        log.assertNext([.showAlert("You are on the last page."), .showAlert("There is no row 2: choose 1–1.")])

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading your memos…"), .dismissHUD], "the same page again: nothing to reload")
    }

    /// The list shown again once the only row of its last page is gone (deleted on its detail, or elsewhere)
    /// is the last page there is, not an empty page past it ("Page 2 of 1").
    @Test(.exhaustive) func aPageLeftEmptyByADeleteShowsTheLastPageThereIs() async throws {
        let memos = OwnedRecordsUseCase.live(repository: InMemoryOwnedRecords<Memo>(), pageSize: 2)
        for _ in 1...3 { _ = try await memos.create(draft, Fixtures.demoUser.id) }
        let viewModel = makeViewModel(memos)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD,
            .finishedLoading(RecordList(title: "Page 1 of 2 · 3 memos", rows: [row(1, 3), row(2, 2)])),
            .showHUD("Loading your memos…"), .dismissHUD, .finishedLoading(RecordList(title: "Page 2 of 2 · 3 memos", rows: [row(1, 1)])),
        ])
        try await memos.delete(Memo.ID(1), Fixtures.demoUser.id)
        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD, .showHUD("Loading your memos…"), .dismissHUD,
            .finishedLoading(RecordList(title: "Page 1 of 1 · 2 memos", rows: [row(1, 3), row(2, 2)])),
        ])
    }

    @Test(.exhaustive) func aFailureToLoadSaysWhatAndWhy() async {
        var memos = OwnedRecordsUseCase<Memo>.unimplemented
        memos.page = { _, _ in throw ServiceError.store(.busy) }
        let viewModel = makeViewModel(memos)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Loading your memos…"), .dismissHUD, .didReceiveServiceError("Could not load your memos. \(StoreError.busy.english)"),
        ])
    }

    @Test(.exhaustive) func aCreateWhoseAnswerNeverCameSaysItMayHaveBeenKept() async {
        var memos = OwnedRecordsUseCase<Memo>.unimplemented
        memos.create = { _, _ in throw CancellationError() }
        let viewModel = makeViewModel(memos)
        viewModel.inputs.create(draft)
        await effects.waitUntilIdle()
        log.assertNext([
            .showHUD("Creating the memo…"), .dismissHUD,
            .showAlert("Stopped waiting: the memo may or may not have changed. Load it again to see."),
        ])
    }
}
