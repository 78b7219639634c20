import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

/// `RecordListPresenter` and `RecordDetailPresenter`, every generated feature's two screens, as a view sees
/// them, on the live rules over a repository in memory, with the memos' name (`RecordWords<Memo>.memos`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordPresentersTests {
    let view = RecordingView()
    let effects = Effects.watched()
    let requests = OutputRecorder<MainRequest>("requests")
    let memos = OwnedRecordsUseCase<Memo>.live(repository: InMemoryOwnedRecords<Memo>())
    let draft = Memo.Draft(text: "Milk", amount: 250)
    let columns = [RecordColumn<Memo>("Text") { .text($0.text) }, RecordColumn("Amount") { .text($0.amount.map(String.init) ?? "") }]

    func makeList(_ memos: OwnedRecordsUseCase<Memo>? = nil) -> RecordListPresenter<Memo> {
        let viewModel = RecordListViewModel(
            session: Fixtures.demoSession, records: memos ?? self.memos, words: .memos, language: .english, effects: effects)
        let presenter = RecordListPresenter(
            viewModel, language: .english, title: "Memos", columns: columns, howTo: .init(MemoHint.howTo),
            notLoaded: .init(MemoHint.notLoaded), route: { .feature(AnyFeatureRoute(MemosRoute.memo($0))) })
        presenter.onRequest = requests.observer
        return presenter
    }

    func makeDetail(_ id: Int64) -> RecordDetailPresenter<Memo> {
        let viewModel = RecordDetailViewModel(
            id: Memo.ID(id), session: Fixtures.demoSession, records: memos, words: .memos, language: .english, effects: effects)
        let presenter = RecordDetailPresenter(
            viewModel, language: .english, title: "Memo \(id)", fields: columns, howTo: .init(MemoHint.howTo),
            confirmDelete: "Memo.confirmDelete")
        presenter.onRequest = requests.observer
        return presenter
    }

    @Test(.exhaustive) func theListShowsEachPageAsATableWhoseRowsOpenTheirScreens() async throws {
        _ = try await memos.create(draft, Fixtures.demoUser.id)
        _ = try await memos.create(Memo.Draft(text: "Tea", amount: nil), Fixtures.demoUser.id)
        let presenter = makeList()
        presenter.attach(view)
        await effects.waitUntilIdle()
        let table = Display.Table(
            headers: ["#", "Text", "Amount"], rows: [["1", "Tea", ""], ["2", "Milk", "250"]],
            links: [Display.Link(Memo.ID(2), path: "memos/2"), Display.Link(Memo.ID(1), path: "memos/1")])
        view.assertNext([
            .show(.hint(.init(MemoHint.howTo))), .busy("Loading your memos…"), .busy(nil), .show(.heading("Page 1 of 1 · 2 memos")),
            .show(.table(table)),
        ])
        #expect(presenter.deepLinks == ["memos/2", "memos/1"])
        #expect(presenter.rowNumbers == ["1", "2"])

        presenter.showList()
        view.assertNext([.show(.heading("Page 1 of 1 · 2 memos")), .show(.table(table))])
        presenter.viewModel.inputs.select(row: 2)
        requests.assertValues([.show(.feature(AnyFeatureRoute(MemosRoute.memo(Memo.ID(1)))))])
        presenter.reappear()
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Memos")), .busy("Loading your memos…"), .busy(nil)], "the same page: not shown again")
    }

    @Test(.exhaustive) func aListWithNoPageLoadedSaysSo() async {
        var memos = OwnedRecordsUseCase<Memo>.unimplemented
        memos.page = { _, _ in throw ServiceError.store(.busy) }
        let presenter = makeList(memos)
        presenter.attach(view)
        await effects.waitUntilIdle()
        let failure = Alert(code: "StoreError.busy", text: "Could not load your memos. \(StoreError.busy.english)")
        view.assertNext([.show(.hint(.init(MemoHint.howTo))), .busy("Loading your memos…"), .busy(nil), .show(.error(failure))])
        presenter.showList()
        view.assertNext([.show(.hint(.init(MemoHint.notLoaded)))])
        #expect(presenter.rowNumbers.isEmpty && presenter.deepLinks.isEmpty)
    }

    @Test(.exhaustive) func theRecordsScreenShowsEveryFieldAndDeleteAsksWithItsCodeThenGoesBack() async throws {
        _ = try await memos.create(draft, Fixtures.demoUser.id)
        let presenter = makeDetail(1)
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([
            .busy("Loading memo 1…"), .busy(nil), .show(.heading("Memo 1")),
            .show(.fields([Display.Field("Text", "Milk"), Display.Field("Amount", "250")])),
            .show(.hint(.init(MemoHint.howTo))),
        ])

        presenter.viewModel.inputs.deleteTapped()
        view.assertNext([.asked(.confirmation, "Delete memo 1, “Milk”?")])
        #expect(view.questions.first?.code == "Memo.confirmDelete")
        view.answer("n")
        view.assertNext([.show(.line("Nothing was deleted."))])
        presenter.viewModel.inputs.deleteTapped()
        view.assertNext([.asked(.confirmation, "Delete memo 1, “Milk”?")])
        view.answer("y")
        await effects.waitUntilIdle()
        view.assertNext([.busy("Deleting memo 1…"), .busy(nil), .show(.success("Deleted memo 1."))])
        requests.assertValues([.back])
        #expect(try await memos.page(1, Fixtures.demoUser.id).elements.isEmpty)
    }

    @Test(.exhaustive) func aMissingRecordIsOneErrorLineThenGoesWhereThePersonWas() async {
        let presenter = makeDetail(9)
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([
            .busy("Loading memo 9…"), .busy(nil), .show(.error(Alert(RecordWords<Memo>.memos.notFound(Memo.ID(9)), in: .english))),
        ])
        requests.assertValues([.notThere])
    }
}

/// The hints of the tests' screens.
private enum MemoHint: String, ScreenHint {
    case howTo, notLoaded
    static let screen = "Memos"
}

/// The memos' places: `memos/ID`.
private enum MemosRoute: FeatureRoute {
    case memo(Memo.ID)

    static let table = RouteTable<MainRoute>([
        .route("memos", id: { .feature(AnyFeatureRoute(MemosRoute.memo($0))) }, under: .home) {
            if case let .memo(id) = $0.feature(MemosRoute.self) { id } else { nil }
        }
    ])
}
