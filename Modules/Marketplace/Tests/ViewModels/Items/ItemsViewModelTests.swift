import Clocks
import MarketplaceModels
import MarketplaceTesting
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

/// A catalog of `count` items, `pageSize` to a page, searched by name like the real repository.
private func catalog(count: Int, pageSize: Int = 10, sold: Set<Int64> = []) -> @Sendable (Int, String?) async throws -> Page<Item> {
    let all = (1...Int64(count)).map {
        Item(
            id: Item.ID($0), name: $0 % 2 == 0 ? "Lamp \($0)" : "Teapot \($0)", seller: "Aki", price: .yen(100 * $0),
            isSold: sold.contains($0))
    }
    return { number, query in
        let matching = query.map { query in all.filter { $0.name.lowercased().contains(query.lowercased()) } } ?? all
        let start = (number - 1) * pageSize
        return Page(elements: Array(matching.dropFirst(start).prefix(pageSize)), number: number, size: pageSize, totalCount: matching.count)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ItemsViewModelTests {
    enum Output: Equatable {
        case finishedLoading
        case showHUD(String)
        case dismissHUD
        case didReceiveServiceError(String)
        case showAlert(String)
        case open(Item.ID)
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()
    /// One load: loading starts, ends, then the list is shown again.
    let load: [Output] = [.showHUD("Loading items…"), .dismissHUD, .finishedLoading]

    func makeViewModel(
        _ page: @escaping @Sendable (Int, String?) async throws -> Page<Item>, language: Language = .english
    ) -> ItemsViewModel {
        var items = ItemsUseCase.unimplemented
        items.page = page
        let viewModel = ItemsViewModel(items: items, language: language, effects: effects)
        viewModel.outputs.finishedLoading = log.record(.finishedLoading)
        viewModel.outputs.showHUD = log.record(Output.showHUD)
        viewModel.outputs.dismissHUD = log.record(.dismissHUD)
        viewModel.outputs.didReceiveServiceError = log.record { Output.didReceiveServiceError($0.text) }
        viewModel.outputs.showAlert = log.record { Output.showAlert($0.text) }
        viewModel.outputs.open = log.record(Output.open)
        return viewModel
    }

    @Test(.exhaustive) func loadingShowsTheFirstPageAsOneSectionAfterLoadingEnds() async throws {
        let viewModel = makeViewModel(catalog(count: 25, sold: [2]))
        viewModel.inputs.viewDidLoad()
        log.assertNext([.showHUD("Loading items…")])

        await effects.waitUntilIdle()
        log.assertNext([.dismissHUD, .finishedLoading], "loading ends before the list is shown")
        let section = try #require(viewModel.outputs.sections.first)
        #expect(viewModel.outputs.sections.count == 1)
        #expect(section.title == "Page 1 of 3 · 25 items")
        #expect(section.rows.map(\.number) == Array(1...10))
        #expect(section.rows[1] == ItemRow(number: 2, id: Item.ID(2), name: "Lamp 2", seller: "Aki", price: .yen(200), isSold: true))
    }

    @Test(.exhaustive) func pagesTurnForwardAndBackAndStopAtTheEnds() async {
        let viewModel = makeViewModel(catalog(count: 25))
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext(load)

        viewModel.inputs.previousPage()
        log.assertNext([.showAlert("You are on the first page.")])

        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        log.assertNext(load + load)
        #expect(viewModel.outputs.sections.first?.title == "Page 3 of 3 · 25 items")
        #expect(viewModel.outputs.sections.first?.rows.map(\.id.rawValue) == [21, 22, 23, 24, 25])

        viewModel.inputs.nextPage()
        log.assertNext([.showAlert("You are on the last page.")])

        viewModel.inputs.previousPage()
        await effects.waitUntilIdle()
        log.assertNext(load)
        #expect(viewModel.outputs.sections.first?.title == "Page 2 of 3 · 25 items")
    }

    @Test(.exhaustive) func selectingARowOpensThatItemAndOutOfRangeRowsAreRefused() async {
        let viewModel = makeViewModel(catalog(count: 25))
        viewModel.inputs.select(row: 1)
        log.assertNext([.showAlert("The list has not loaded yet.")])

        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        log.assertNext(load + load)

        viewModel.inputs.select(row: 3)
        viewModel.inputs.select(row: 11)
        viewModel.inputs.select(row: 0)
        viewModel.inputs.select(row: .min)
        viewModel.inputs.select(row: .max)
        log.assertNext([
            .open(Item.ID(13)), .showAlert("There is no row 11: choose 1–10."), .showAlert("There is no row 0: choose 1–10."),
            .showAlert("There is no row \(Int.min): choose 1–10."), .showAlert("There is no row \(Int.max): choose 1–10."),
        ])
    }

    /// The view model on a catalog of 25, each page it asks for recorded in `queries` as `number:query` (`-`: none);
    /// a search for `failing` fails, the service unavailable.
    func makeViewModel(recording queries: CallLog<String>, failing: String? = nil) -> ItemsViewModel {
        let base = catalog(count: 25)
        return makeViewModel { number, query in
            queries.append("\(number):\(query ?? "-")")
            if let failing, query == failing { throw ServiceError.unavailable }
            return try await base(number, query)
        }
    }

    @Test(.exhaustive) func searchFiltersFromPageOneAndBlankSearchShowsEverything() async {
        let queries = CallLog<String>()
        let viewModel = makeViewModel(recording: queries)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()

        viewModel.inputs.search("  lamp ")
        await effects.waitUntilIdle()
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 2 · 12 items matching 'lamp'")

        viewModel.inputs.search("nothing like it")
        await effects.waitUntilIdle()
        #expect(viewModel.outputs.sections == [ItemsSection(title: "No items matching 'nothing like it'.", rows: [])])

        viewModel.inputs.search(" ")
        await effects.waitUntilIdle()
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 3 · 25 items")
        #expect(queries.calls == ["1:-", "2:-", "1:lamp", "1:nothing like it", "1:-"], "the query reaches the use case as typed, trimmed")
        log.assertNext(Array(repeating: load, count: 5).flatMap { $0 })
    }

    /// A search no store compares (over 200 characters, or holding a NUL) is refused as the person types it:
    /// the list shown stays, and nothing is asked of the use case.
    @Test(.exhaustive) func aSearchTooLongOrHoldingANulIsRefusedAndTheListShownStays() async {
        let queries = CallLog<String>()
        let viewModel = makeViewModel(recording: queries)
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.search(String(repeating: "x", count: 201))
        viewModel.inputs.search("lamp\u{0}")
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 3 · 25 items")
        #expect(queries.calls == ["1:-"])
        log.assertNext(
            load + [
                .showAlert("The search text can be at most 200 characters."), .showAlert("The search text cannot hold a NUL character."),
            ])
    }

    /// A search that fails leaves the page shown as it was, and its search: refresh, paging and reappearing
    /// go on from them (they asked for page 3 of the failed search, an empty "Page 3 of 2").
    @Test(.exhaustive) func aFailedSearchLeavesThePageShownAndItsSearchAsTheyWere() async {
        let queries = CallLog<String>()
        let viewModel = makeViewModel(recording: queries, failing: "lamp")
        let inputs = viewModel.inputs
        for input in [inputs.viewDidLoad, inputs.nextPage, { inputs.search("lamp") }, inputs.refresh, inputs.previousPage] {
            input()
            await effects.waitUntilIdle()
        }
        #expect(queries.calls == ["1:-", "2:-", "1:lamp", "2:-", "1:-"])
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 3 · 25 items")
        log.assertNext(
            load + load + [
                .showHUD("Loading items…"), .dismissHUD,
                .didReceiveServiceError("Could not load items. The service is unavailable. Try again."),
            ] + load + load)
    }

    @Test(.exhaustive) func refreshReloadsThePageShown() async {
        let loads = CallLog<Int>()
        let base = catalog(count: 25)
        let viewModel = makeViewModel { number, query in
            loads.append(number)
            return try await base(number, query)
        }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        viewModel.inputs.refresh()
        await effects.waitUntilIdle()

        #expect(loads.calls == [1, 2, 2])
        log.assertNext(load + load + load)
    }

    @Test(.exhaustive) func reappearingReloadsThePageShownButRedrawsOnlyWhatChanged() async throws {
        let sold = CallLog<Int64>()
        let loads = CallLog<String>()
        let viewModel = makeViewModel { number, query in
            loads.append("\(number):\(query ?? "-")")
            return try await catalog(count: 25, sold: Set(sold.calls))(number, query)
        }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.search("lamp")
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        log.assertNext(load + load + load)

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading items…"), .dismissHUD], "unchanged: not drawn again")

        sold.append(24)  // bought on the item's screen, before `back`
        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNext(load)
        let rows = try #require(viewModel.outputs.sections.first?.rows)
        #expect(rows.filter(\.isSold).map(\.id) == [Item.ID(24)])
        #expect(viewModel.outputs.sections.first?.title == "Page 2 of 2 · 12 items matching 'lamp'")
        #expect(loads.calls == ["1:-", "1:lamp", "2:lamp", "2:lamp", "2:lamp"])
    }

    @Test(.exhaustive) func ctrlCDuringTheFirstLoadStopsLoadingAndPagingExplainsWhyItCannot() async throws {
        let clock = TestClock()
        let base = catalog(count: 25)
        let viewModel = makeViewModel { number, query in
            try await clock.sleep(for: .seconds(1))
            return try await base(number, query)
        }
        viewModel.inputs.viewDidLoad()
        await clock.waitUntilSleeping()
        effects.cancelAll()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading items…"), .dismissHUD, .didReceiveServiceError("Loading cancelled.")])

        viewModel.inputs.nextPage()
        viewModel.inputs.previousPage()
        viewModel.inputs.select(row: 1)
        log.assertNext(Array(repeating: .showAlert("The list has not loaded yet."), count: 3))

        viewModel.inputs.refresh()
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        await effects.waitUntilIdle()
        log.assertNext(load)
        #expect(try #require(viewModel.outputs.sections.first).title == "Page 1 of 3 · 25 items")
    }

    @Test(.exhaustive) func aNewSearchSupersedesTheOneInFlight() async {
        let clock = TestClock()
        let base = catalog(count: 25)
        let viewModel = makeViewModel { number, query in
            if query == "lamp" { try await clock.sleep(for: .seconds(5)) }  // ends only when cancelled
            return try await base(number, query)
        }
        viewModel.inputs.search("lamp")
        await clock.waitUntilSleeping()
        viewModel.inputs.search("teapot")
        await effects.waitUntilIdle()

        log.assertNext(
            [.showHUD("Loading items…"), .showHUD("Loading items…"), .dismissHUD, .finishedLoading],
            "the superseded search delivers nothing")
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 2 · 13 items matching 'teapot'")
    }

    @Test(.exhaustive) func aFailedLoadAlertsAfterLoadingEndsAndKeepsThePreviousSections() async {
        let fail = CallLog<Int>()
        let base = catalog(count: 25)
        let viewModel = makeViewModel { number, query in
            fail.append(number)
            if fail.calls.count > 1 { throw ServiceError.unavailable }
            return try await base(number, query)
        }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()

        log.assertNext(
            load + [
                .showHUD("Loading items…"), .dismissHUD,
                .didReceiveServiceError("Could not load items. The service is unavailable. Try again."),
            ])
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 3 · 25 items")
    }

    /// The same screen in Japanese: the words change, the codes and the flow do not.
    @Test(.exhaustive) func inJapaneseTheTitleAndTheAlertsAreJapaneseAndTheFlowIsTheSame() async throws {
        var alerts: [Alert] = []
        let viewModel = makeViewModel(catalog(count: 25), language: .japanese)
        viewModel.outputs.showAlert = { alerts.append($0) }
        viewModel.inputs.previousPage()
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("商品を読み込み中…"), .dismissHUD, .finishedLoading])
        #expect(viewModel.outputs.sections.first?.title == "1 / 3 ページ · 商品 25 件")
        viewModel.inputs.previousPage()
        viewModel.inputs.select(row: 11)
        viewModel.inputs.search("lamp")
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("商品を読み込み中…"), .dismissHUD, .finishedLoading])
        #expect(viewModel.outputs.sections.first?.title == "1 / 2 ページ · 「lamp」に一致する商品 12 件")
        #expect(
            alerts == [
                Alert(code: "ViewModel.listNotLoaded", text: "一覧はまだ読み込まれていません。"),
                Alert(code: "ViewModel.firstPage", text: "最初のページです。"),
                Alert(code: "ViewModel.noRow", text: "11 行目はありません。1〜10 から選んでください。"),
            ])
    }
}
