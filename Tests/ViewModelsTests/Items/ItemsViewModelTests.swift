import Clocks
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
@Suite struct ItemsViewModelTests {
    let effects = Effects()
    let reloadData = OutputRecorder<Void>("reloadData")
    let isLoading = OutputRecorder<Bool>("isLoading")
    let showAlert = OutputRecorder<String>("showAlert")
    let openItem = OutputRecorder<Item.ID>("openItem")

    func makeViewModel(_ page: @escaping @Sendable (Int, String?) async throws -> Page<Item>) -> ItemsViewModel {
        var environment = UseCaseEnvironment.unimplemented
        environment.items = ItemsUseCaseDouble(page: page)
        let viewModel = ItemsViewModel(environment: environment, effects: effects)
        viewModel.outputs.reloadData = reloadData.action
        viewModel.outputs.isLoading = isLoading.observer
        viewModel.outputs.showAlert = showAlert.observer
        viewModel.outputs.openItem = openItem.observer
        return viewModel
    }

    @Test(.exhaustive) func loadingShowsTheFirstPageAsOneSection() async throws {
        let viewModel = makeViewModel(catalog(count: 25, sold: [2]))
        viewModel.inputs.viewDidLoad()
        isLoading.assertValues([true])
        reloadData.assertDidNotEmit()

        await effects.waitUntilIdle()
        isLoading.assertValues([true, false])
        reloadData.assertValueCount(1)
        let section = try #require(viewModel.outputs.sections.first)
        #expect(viewModel.outputs.sections.count == 1)
        #expect(section.title == "Page 1 of 3 · 25 items")
        #expect(section.rows.map(\.number) == Array(1...10))
        #expect(section.rows[1] == ItemRow(number: 2, id: Item.ID(2), name: "Lamp 2", seller: "Aki", price: "¥200", isSold: true))
        showAlert.assertDidNotEmit()
        openItem.assertDidNotEmit()
    }

    @Test(.exhaustive) func pagesTurnForwardAndBackAndStopAtTheEnds() async {
        let viewModel = makeViewModel(catalog(count: 25))
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()

        viewModel.inputs.previousPage()
        showAlert.assertValues(["You are on the first page."])

        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        #expect(viewModel.outputs.sections.first?.title == "Page 3 of 3 · 25 items")
        #expect(viewModel.outputs.sections.first?.rows.map(\.id.rawValue) == [21, 22, 23, 24, 25])

        viewModel.inputs.nextPage()
        showAlert.assertValues(["You are on the first page.", "You are on the last page."])

        viewModel.inputs.previousPage()
        await effects.waitUntilIdle()
        #expect(viewModel.outputs.sections.first?.title == "Page 2 of 3 · 25 items")
        reloadData.assertValueCount(4)
        isLoading.assertValues([true, false, true, false, true, false, true, false])
        openItem.assertDidNotEmit()
    }

    @Test(.exhaustive) func selectingARowOpensThatItemAndOutOfRangeRowsAreRefused() async {
        let viewModel = makeViewModel(catalog(count: 25))
        viewModel.inputs.select(row: 1)
        showAlert.assertValues(["The list has not loaded yet."])

        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.nextPage()
        await effects.waitUntilIdle()
        viewModel.inputs.select(row: 3)
        viewModel.inputs.select(row: 11)
        viewModel.inputs.select(row: 0)

        openItem.assertValues([Item.ID(13)])
        showAlert.assertValues([
            "The list has not loaded yet.",
            "There is no row 11: choose 1–10.",
            "There is no row 0: choose 1–10.",
        ])
        reloadData.assertValueCount(2)
        isLoading.assertValues([true, false, true, false])
    }

    @Test(.exhaustive) func searchFiltersFromPageOneAndBlankSearchShowsEverything() async {
        let queries = CallLog<String>()
        let base = catalog(count: 25)
        let viewModel = makeViewModel { number, query in
            queries.append("\(number):\(query ?? "-")")
            return try await base(number, query)
        }
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
        #expect(queries.calls == ["1:-", "2:-", "1:lamp", "1:nothing like it", "1:-"])
        reloadData.assertValueCount(5)
        isLoading.assertValues(Array(repeating: [true, false], count: 5).flatMap { $0 })
        showAlert.assertDidNotEmit()
        openItem.assertDidNotEmit()
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
        reloadData.assertValueCount(3)
        isLoading.assertValues([true, false, true, false, true, false])
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
        reloadData.assertValueCount(3)
        isLoading.assertValues([true, false, true, false, true, false])

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        isLoading.assertValues([true, false, true, false, true, false, true, false])
        reloadData.assertValueCount(3)

        sold.append(24)  // bought on the item's screen, before `back`
        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        isLoading.assertValues([true, false, true, false, true, false, true, false, true, false])
        reloadData.assertValueCount(4)
        let rows = try #require(viewModel.outputs.sections.first?.rows)
        #expect(rows.filter(\.isSold).map(\.id) == [Item.ID(24)])
        #expect(viewModel.outputs.sections.first?.title == "Page 2 of 2 · 12 items matching 'lamp'")
        #expect(loads.calls == ["1:-", "1:lamp", "2:lamp", "2:lamp", "2:lamp"])
        showAlert.assertDidNotEmit()
        openItem.assertDidNotEmit()
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
        isLoading.assertValues([true, false])
        showAlert.assertValues(["Loading cancelled."])

        viewModel.inputs.nextPage()
        viewModel.inputs.previousPage()
        viewModel.inputs.select(row: 1)
        showAlert.assertValues([
            "Loading cancelled.", "The list has not loaded yet.", "The list has not loaded yet.", "The list has not loaded yet.",
        ])

        viewModel.inputs.refresh()
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        await effects.waitUntilIdle()
        isLoading.assertValues([true, false, true, false])
        reloadData.assertValueCount(1)
        #expect(try #require(viewModel.outputs.sections.first).title == "Page 1 of 3 · 25 items")
        openItem.assertDidNotEmit()
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

        isLoading.assertValues([true, true, false])
        reloadData.assertValueCount(1)
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 2 · 13 items matching 'teapot'")
        showAlert.assertDidNotEmit()
        openItem.assertDidNotEmit()
    }

    @Test(.exhaustive) func aFailedLoadAlertsAndKeepsThePreviousSections() async {
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

        showAlert.assertValues(["Could not load items. The service is unavailable. Try again."])
        #expect(viewModel.outputs.sections.first?.title == "Page 1 of 3 · 25 items")
        reloadData.assertValueCount(1)
        isLoading.assertValues([true, false, true, false])
        openItem.assertDidNotEmit()
    }
}
