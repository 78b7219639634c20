import Coordinator
import Foundation
import Models
import Presenters
import TestSupport
import TextShell
import UseCases
import ViewModels

/// A coordinator over test use cases, the command shell that drives it, and the view both draw on.
@MainActor
struct TestApp {
    // example-begin
    nonisolated static let catalog = (1...25).map {
        Item(id: Item.ID(Int64($0)), name: "Thing \($0)", seller: "Aki", price: .yen(Int64(100 * $0)), isSold: false)
    }

    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: Item.ID(3), itemName: "Thing 3", seller: "Aki",
        amount: .yen(300), balanceAfter: .yen(9_700), date: Date(timeIntervalSince1970: 0)
    )
    // example-end

    let view = TranscriptView()
    let effects: Effects
    let coordinator: AppCoordinator
    let shell: CommandShell

    init(effects: Effects = Effects(), customize: (inout UseCaseEnvironment) -> Void = { _ in }) {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { email, password in
            guard email == "demo@bazaar.dev", password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        // example-begin
        environment.wallet.balance = { _ in .yen(10_000) }
        environment.items.page = { number, _ in
            Page(elements: Array(Self.catalog.dropFirst((number - 1) * 10).prefix(10)), number: number, size: 10, totalCount: 25)
        }
        environment.items.item = { id in
            guard let item = Self.catalog.first(where: { $0.id == id }) else { throw ServiceError.notFound }
            return item
        }
        environment.transactions.list = { _ in [Self.receipt] }
        environment.transactions.transaction = { id, _ in
            guard id == Self.receipt.id else { throw ServiceError.notFound }
            return Self.receipt
        }
        // example-end
        customize(&environment)
        self.effects = effects
        let app = TextApp(environment: environment, effects: effects, view: view.recording)
        (coordinator, shell) = (app.coordinator, app.shell)
    }

    /// Where the user is: the path of the screen on top.
    var location: String { shell.location }
    /// The paths on the stack, bottom first.
    var paths: [String] { coordinator.screens.map(\.path) }

    /// Types each line and waits for the work it started.
    func run(_ lines: String...) async {
        for line in lines {
            _ = shell.handle(line)
            await shell.settle()
        }
    }

    /// Starts, logs in, and forgets what was shown on the way.
    func logIn() async {
        coordinator.start()
        await run("email demo@bazaar.dev", "password bazaar-demo", "submit")
        _ = view.take()
        _ = view.takeAppeared()
    }
}
