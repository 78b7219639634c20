import AppTesting
import Clocks
import Coordinator
import Foundation
import MarketplaceCoordinator
import MarketplaceModels
import MarketplacePresenters
import MarketplaceUseCases
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

/// The text command shell on the marketplace's screens: their commands, help, completion and deep links.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MarketplaceCommandShellTests {
    let app = TestApp.marketplace()
    var shell: CommandShell { app.shell }
    var view: TranscriptView { app.view }

    @Test func logoutWorksOnAMarketplaceScreen() async {
        await app.expectLogoutWorks(on: "items/3")
    }

    @Test func everyMarketplaceScreensCommandsHaveWordsInTheTextShell() async throws {
        try await TestApp.expectEveryScreenHasWords(features: [.marketplace])
    }

    @Test func homesHelpListsTheMarketplaceFirst() {
        let sections = app.coordinator.routes.sections(under: .home).map { "\($0.name) | \($0.summary.english)" }
        #expect(Array(sections.prefix(2)) == ["items | Browse the items for sale.", "transactions | See your purchases."])
    }

    @Test func walkingToAnItemAndBackSaysWhereYouAreEachTime() async {
        await app.logIn()
        await app.run("items", "3", "where")
        #expect(app.location == "items/3")
        #expect(view.take().last == "home > items > items/3")
        await app.run("back")
        #expect(view.take() == ["Items"], "the list did not change: its title says where you are")
        await app.run("back")
        #expect(view.take() == ["Home"])
        await app.run("back")
        #expect(view.take() == ["You are on home, the first screen: there is nothing to go back to."])
        await app.run("home")
        #expect(view.take() == ["You are already home."])
    }

    @Test func openTakesAKnownPathAndExplainsAnUnknownOneWithEveryPathDeclared() async {
        await app.logIn()
        await app.run("open items/abc", "open nowhere", "open items/0", "open transactions")
        let paths = app.coordinator.routes.templates.joined(separator: ", ")
        #expect(paths.hasPrefix("home, items, items/ID, transactions, transactions/ID"))
        #expect(
            view.take() == [
                "Error: Unknown path 'items/abc'. Paths: \(paths).",
                "Error: Unknown path 'nowhere'. Paths: \(paths).",
                "Error: Unknown path 'items/0'. Paths: \(paths).",
                "Your transactions", "1 | Thing 3 | ¥300 | 1970-01-01",
            ])
        #expect(app.paths == ["home", "transactions"])
    }

    @Test func unknownCommandsAndBadArgumentsGetOneLine() async {
        await app.logIn()
        await app.run("itmes", "items extra", "items", "select", "select x", "42")
        #expect(
            view.take().filter { $0.hasPrefix("Error") } == [
                "Error: Unknown command. Did you mean 'items'?",
                "Error: items: too many words. Usage: items",
                "Error: select: missing N. Usage: select N",
                "Error: select: N must be a number. Usage: select N",
                "Error: There is no row 42: choose 1–10.",
            ])
        #expect(app.location == "items")
    }

    @Test func aPurchaseIsAskedThenAnsweredLater() async {
        let purchases = CallLog<Item.ID>()
        let app = TestApp.marketplace { environment in
            environment.marketplace.purchase.buy = { item, _ in
                purchases.append(item)
                return TestApp.receipt
            }
        }
        await app.logIn()
        await app.run("open items/3", "buy")
        #expect(app.view.take().last == "Buy Thing 3 for ¥300?")
        #expect(purchases.calls.isEmpty)
        app.view.answer("yes")
        await app.shell.settle()
        #expect(purchases.calls == [Item.ID(3)])
        #expect(app.view.take() == ["Bought Thing 3 for ¥300. Your balance is now ¥9,700."])
    }

    @Test func onTheItemsScreenARowNumberAndTextAreShownAndWhatIsNotOfItsShapeIsMasked() async {
        await app.logIn()
        await app.run("items")
        #expect(shell.redacting("select hunter2") == "select ********")
        #expect(shell.redacting("select 3") == "select 3")
        #expect(shell.redacting("search tea pot") == "search tea pot", "text a command takes is shown")
        #expect(shell.redacting("3") == "3")
        #expect(shell.redacting("9223372036854775808") == "9223372036854775808", "a row's number, if out of range")
        #expect(shell.redacting("select 3 hunter2") == "select 3 ********", "past the arguments")
    }

    @Test func onTheItemsScreenCompletionOffersItsRowsAndTheIdsOfTheListedItems() async {
        await app.logIn()
        #expect(shell.completions(for: "ite") == ["items"])
        await app.run("items")
        #expect(shell.completions(for: "select 1") == ["1", "10"])
        #expect(shell.completions(for: "open items/1") == ["items/1", "items/10"], "ids of the listed items")
        await app.run("3")
        #expect(
            shell.completions(for: "open items/") == (1...10).map { "items/\($0)" }.sorted(),
            "the list below the item still counts")
    }
}
