import Coordinator
import Foundation
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct AppCoordinatorTests {
    let view = TranscriptView()
    let effects = Effects()
    let coordinator: AppCoordinator

    nonisolated static let catalog = (1...25).map {
        Item(id: Item.ID(Int64($0)), name: "Thing \($0)", seller: "Aki", price: .yen(Int64(100 * $0)), isSold: false)
    }

    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: Item.ID(3), itemName: "Thing 3", seller: "Aki",
        amount: .yen(300), balanceAfter: .yen(9_700), date: Date(timeIntervalSince1970: 0)
    )

    init() {
        var environment = UseCaseEnvironment.unimplemented
        environment.login = LoginUseCaseDouble { email, password in
            guard email == "demo@bazaar.dev", password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        environment.wallet = WalletUseCaseDouble { _ in .yen(10_000) }
        environment.items = ItemsUseCaseDouble(
            page: { number, _ in
                Page(elements: Array(Self.catalog.dropFirst((number - 1) * 10).prefix(10)), number: number, size: 10, totalCount: 25)
            },
            item: { id in
                guard let item = Self.catalog.first(where: { $0.id == id }) else { throw ServiceError.notFound }
                return item
            }
        )
        environment.transactions = TransactionsUseCaseDouble(
            list: { _ in [Self.receipt] },
            one: { id, _ in
                guard id == Self.receipt.id else { throw ServiceError.notFound }
                return Self.receipt
            }
        )
        coordinator = AppCoordinator(environment: environment, effects: effects, view: view)
    }

    func run(_ lines: String...) async {
        for line in lines {
            _ = coordinator.handle(line)
            await coordinator.settle()
        }
    }

    func logIn() async {
        coordinator.start()
        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        _ = view.take()
    }

    @Test func startsOnLoginAndLogsInToHome() async {
        coordinator.start()
        #expect(coordinator.location == "login")
        #expect(view.take().first == "Log in")

        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(coordinator.location == "home")
        #expect(
            view.take() == [
                "Email: demo@bazaar.dev", "Password set.", "Ready: type 'submit' to log in.",
                "Welcome, Demo.", "Balance: ¥10,000",
            ])
        await run("where")
        #expect(view.take() == ["home"])
    }

    @Test func aWrongPasswordStaysOnLoginWithOneErrorLine() async {
        coordinator.start()
        _ = view.take()
        await run("email demo@bazaar.dev", "password wrong", "submit")
        #expect(coordinator.location == "login")
        #expect(view.take().last == "Error: Wrong email or password.")
    }

    @Test func backAtTheRootSaysSoAndSignedOutCommandsExplainThemselves() async {
        coordinator.start()
        _ = view.take()
        await run("back", "home", "open items", "where")
        #expect(
            view.take() == [
                "You are on login, the first screen: there is nothing to go back to.",
                "Error: Log in first: home is for signed-in users.",
                "Error: Log in first to open 'items'.",
                "login",
            ])

        await logIn()
        await run("back", "home")
        #expect(view.take() == ["You are on home, the first screen: there is nothing to go back to.", "You are already home."])
    }

    @Test func walkingToAnItemBuildsTheStackAndBackReleasesWhatItPops() async throws {
        await logIn()
        await run("items")
        #expect(coordinator.location == "items")
        await run("3")
        #expect(coordinator.location == "items/3")
        await run("where")
        #expect(view.take().last == "home > items > items/3")

        weak let itemPresenter = coordinator.stack.last?.presenter
        weak let itemViewModel = coordinator.stack.last?.viewModel
        #expect(itemPresenter != nil && itemViewModel != nil)
        await run("back")
        #expect(coordinator.location == "items")
        #expect(itemPresenter == nil, "the popped presenter is released")
        #expect(itemViewModel == nil, "the popped view model is released")

        weak let listViewModel = coordinator.stack.last?.viewModel
        await run("select 2", "home")
        #expect(coordinator.location == "home")
        #expect(listViewModel == nil, "home releases everything above it")
        #expect(coordinator.stack.count == 1)
    }

    @Test func homeReappearsWithTheBalanceAsItStandsNow() async {
        await logIn()
        await run("items")
        _ = view.take()
        await run("back")
        #expect(view.take() == ["Balance: ¥10,000"])
    }

    @Test func deepLinksBuildTheWholeStackAsIfWalked() async {
        await logIn()
        await run("open items/3")
        #expect(coordinator.stack.map(\.route) == [.home, .items, .item(Item.ID(3))])
        #expect(coordinator.location == "items/3")
        let shown = view.take()
        #expect(shown.contains("Page 1 of 3 · 25 items"), "the list under the item loaded too")
        #expect(shown.contains("Thing 3"))

        await run("open transactions")
        #expect(coordinator.stack.map(\.route) == [.home, .transactions])
        await run("open home")
        #expect(coordinator.stack.map(\.route) == [.home])
        _ = view.take()

        await run("open items/abc", "open nowhere", "open items/0")
        #expect(
            view.take() == [
                "Error: Unknown path 'items/abc'. Paths: home, items, items/ID, transactions, transactions/ID.",
                "Error: Unknown path 'nowhere'. Paths: home, items, items/ID, transactions, transactions/ID.",
                "Error: Unknown path 'items/0'. Paths: home, items, items/ID, transactions, transactions/ID.",
            ])
        #expect(coordinator.stack.map(\.route) == [.home])
    }

    @Test func aScreenWhoseSubjectCannotBeLoadedLeavesAndIsReleased() async {
        await logIn()
        await run("open items/99")
        #expect(coordinator.stack.map(\.route) == [.home, .items], "the deep link stops at the list")
        #expect(view.take().suffix(2) == ["10 | Thing 10 | Aki | ¥1,000 | ", "Error: There is no item 99."])

        await run("4")
        weak let itemViewModel = coordinator.stack.last?.viewModel
        #expect(coordinator.location == "items/4")
        await run("back", "open transactions/7")
        #expect(itemViewModel == nil)
        #expect(coordinator.stack.map(\.route) == [.home, .transactions])
        #expect(view.take().last == "Error: You have no transaction 7.")
    }

    @Test(arguments: ["items", "items/3", "transactions", "transactions/1"])
    func everyScreenADeepLinkBuildsIsReleasedByHomeAndByBack(path: String) async {
        struct Weak {
            weak var object: AnyObject?
        }
        await logIn()
        for leave in ["home", "back"] {
            await run("open \(path)")
            #expect(coordinator.location == path)
            let above = coordinator.stack.dropFirst().flatMap { [Weak(object: $0.presenter), Weak(object: $0.viewModel)] }
            #expect(above.count == 2 * path.split(separator: "/").count)
            while coordinator.location != "home" { await run(leave) }
            #expect(above.allSatisfy { $0.object == nil }, "\(leave) released every screen of 'open \(path)'")
        }
    }

    @Test func logoutReleasesEverythingOfTheSession() async {
        coordinator.start()
        weak let loginPresenter = coordinator.stack.last?.presenter
        weak let loginViewModel = coordinator.stack.last?.viewModel
        weak let authFlow = coordinator.activeFlow
        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        #expect(loginPresenter == nil && loginViewModel == nil && authFlow == nil, "login is released once it finishes")

        await run("items", "1")
        weak let homeViewModel = coordinator.stack.first?.viewModel
        weak let listPresenter = coordinator.stack[1].presenter
        weak let itemViewModel = coordinator.stack.last?.viewModel
        weak let mainFlow = coordinator.activeFlow
        _ = view.take()

        await run("home", "logout")
        #expect(coordinator.location == "login")
        #expect(
            view.take() == [
                "Balance: ¥10,000",
                "Logged out.",
                "Log in",
                "Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.",
            ])
        #expect(homeViewModel == nil)
        #expect(listPresenter == nil)
        #expect(itemViewModel == nil)
        #expect(mainFlow == nil)
        #expect(coordinator.activeFlow != nil)
    }

    @Test func unknownCommandsAndBadArgumentsGetOneLine() async {
        await logIn()
        await run("itmes", "items extra", "items", "select", "select x", "42")
        #expect(
            view.take().filter { $0.hasPrefix("Error") } == [
                "Error: Unknown command 'itmes'. Did you mean 'items'?",
                "Error: items: unexpected 'extra'. Usage: items",
                "Error: select: missing N. Usage: select N",
                "Error: select: 'x' is not a number. Usage: select N",
                "Error: There is no row 42: choose 1–10.",
            ])
        #expect(coordinator.location == "items")
    }

    @Test func helpListsTheScreensCommandsThenTheGlobalOnes() async {
        coordinator.start()
        _ = view.take()
        await run("help")
        #expect(
            view.take() == [
                "email ADDRESS | Set the email address to log in with.",
                "password [SECRET] | Set the password (asked for without echo when not given).",
                "submit | Log in with the email and password set.",
                "help | Show the commands you can use here.",
                "back | Go back to the previous screen.",
                "home | Go to the home screen.",
                "where | Show where you are: the navigation stack.",
                "open PATH | Jump to a path: home, items, items/ID, transactions, transactions/ID.",
                "quit | Leave Bazaar.",
            ])
        #expect(coordinator.handle("?") == .proceed)
        #expect(coordinator.handle("exit") == .quit)
        #expect(coordinator.handle("quit") == .quit)
    }

    @Test func passwordsNeverReachHistoryOrTranscripts() {
        coordinator.start()
        #expect(!coordinator.mayRecordInHistory("password bazaar-demo"))
        #expect(!coordinator.mayRecordInHistory("pasword bazaar-demo"), "a line that does not parse is not recorded either")
        #expect(coordinator.mayRecordInHistory("password"))
        #expect(coordinator.mayRecordInHistory("email demo@bazaar.dev"))
        #expect(coordinator.redacting("password  bazaar-demo") == "password ********")
        #expect(coordinator.redacting("email demo@bazaar.dev") == "email demo@bazaar.dev")
        #expect(coordinator.redacting("password bazaar demo") == "password ********", "too many words, still a secret")
        #expect(coordinator.redacting("PASWORD bazaar-demo") == "PASWORD ********", "a typo of password")
        #expect(coordinator.redacting("emial demo@bazaar.dev") == "emial demo@bazaar.dev", "other typos stay readable")
        #expect(coordinator.redacting("password") == "password")
    }

    @Test func completionKnowsTheScreen() async {
        coordinator.start()
        #expect(coordinator.completions(for: "su") == ["submit"])
        #expect(coordinator.completions(for: "open ") == [], "nothing to open before login")
        await logIn()
        #expect(coordinator.completions(for: "ite") == ["items"])
        #expect(coordinator.completions(for: "open ") == ["home", "items", "transactions"])
        await run("items")
        #expect(coordinator.completions(for: "select 1") == ["1", "10"])
        #expect(coordinator.completions(for: "open items/1") == ["items/1", "items/10"], "ids of the listed items")
        await run("3")
        #expect(
            coordinator.completions(for: "open items/") == (1...10).map { "items/\($0)" }.sorted(),
            "the list below the item still counts")
    }
}
