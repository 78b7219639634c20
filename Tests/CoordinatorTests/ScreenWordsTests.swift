import Coordinator
import Presenters
import TestSupport
import Testing
import TextShell

/// A presenter's `Command` is a plain enum; its words live in TextShell (`extension ItemsCommand: CommandSet`).
/// A screen whose enum lacked them would offer no commands at all in the terminal and over JSON Lines, and
/// nothing else would say so: this walks every screen the route table declares and the login screen.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenWordsTests {
    @Test func everyScreensCommandsHaveWordsInTheTextShell() async throws {
        // A screen a feature added opens on use cases this test does not know: they answer as a service
        // that is down (the screen says so), and the test still checks every screen's words.
        try await Unimplemented.$answersUnavailable.withValue(true) {
            let app = TestApp()
            app.coordinator.start()
            let login = try #require(app.coordinator.top)
            let loginHasWords = hasWords(login.presenter)
            #expect(loginHasWords, "\(login.path) has no words for its commands")
            await app.run("email demo@bazaar.dev", "password bazaar-demo", "submit")
            #expect(app.coordinator.isSignedIn)
            var checked: [String] = []
            for template in app.coordinator.routes.templates {
                let path = template.split(separator: "/").map { $0 == "ID" ? "1" : String($0) }.joined(separator: "/")
                let route = try #require(app.coordinator.routes.route(forPath: path), "\(template) makes no route")
                let opened = app.coordinator.open(route)
                #expect(opened)
                let top = try #require(app.coordinator.top)
                #expect(top.path == path)
                let topHasWords = hasWords(top.presenter)
                #expect(topHasWords, "\(path): \(type(of: top.presenter)) has no words for its commands in TextShell")
                checked.append(path)
            }
            await app.shell.settle()
            #expect(checked.count == app.coordinator.routes.templates.count && !checked.isEmpty)
        }
    }

    private func hasWords<P: CommandPresenter>(_ presenter: P) -> Bool {
        P.Command.self is any CommandSet.Type
    }
}
