import AppTesting
import Coordinator
import LoginCoordinator
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

/// A feature of the test's own, joined as a feature tree joins: its route type declares its paths, and its
/// `FeatureScreens` builds a screen for each and adds a section to home. The coordinator and the shell know
/// it only through what they are given.
private enum ShelfRoute: FeatureRoute {
    enum Book {}

    case shelf
    case book(Identifier<Book>)

    static let table = RouteTable<MainRoute>([
        .route(.shelf(.shelf), "shelf", under: .home, opensWith: PresenterWords.home),
        .route("shelf", id: { .shelf(.book($0)) }, under: .shelf(.shelf)) {
            if case let .book(id) = $0.feature(ShelfRoute.self) { id } else { nil }
        },
    ])

    /// Its screens: each a home screen greeting the user (the test looks at where they are, not at them),
    /// and on home, how many books there are.
    static let screens = FeatureScreens(ShelfRoute.self, home: { _ in [Self.count] }) { _, context in
        let model = HomeViewModel(session: context.session, language: context.language, effects: context.effects)
        return ScreenParts(HomePresenter(viewModel: model, language: context.language), model)
    }

    static let count = HomeSection(
        load: { _, _ in [HomeFact("Books", .text("3"))] }, failure: { _, _ in Alert(code: "Shelf.failed", text: "failed") })
}

extension MainRoute {
    fileprivate static func shelf(_ route: ShelfRoute) -> MainRoute { .feature(AnyFeatureRoute(route)) }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct FeatureScreensTests {
    let view = TranscriptView()
    let effects = Effects()
    let app: TextApp

    init() {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { _, _ in Fixtures.demoSession }
        app = TextApp(
            environment: environment, language: .english, features: [.login, ShelfRoute.screens], effects: effects, view: view.recording)
    }

    func run(_ lines: String...) async {
        for line in lines {
            _ = app.shell.handle(line)
            await app.shell.settle()
        }
    }

    @Test func aFeaturesRoutesOpenByPathWithTheStackBelowThemAndItsSectionIsOnHome() async {
        app.start()
        await run("email demo@bazaar.dev", "password pw", "submit")
        #expect(view.take().contains("Books: 3"), "the feature's section is on home")

        await run("open Shelf/3/")
        #expect(app.coordinator.screens.map(\.path) == ["home", "shelf", "shelf/3"])
        #expect(app.coordinator.top?.route == .shelf(.book(Identifier(3))))
        await run("back")
        #expect(app.shell.location == "shelf")
        await run("home", "shelf")
        #expect(app.coordinator.screens.map(\.path) == ["home", "shelf"], "home's screen has the command its route declares")
        #expect(app.shell.completions(for: "open ").contains("shelf"))
    }

    @Test func theRoutesAreTheCoresThenEachFeaturesAndAPathOfNoneIsExplained() async {
        #expect(app.coordinator.routes.templates == ["home", "shelf", "shelf/ID"])
        app.start()
        await run("email demo@bazaar.dev", "password pw", "submit")
        _ = view.take()
        await run("open items")
        #expect(
            view.take().contains {
                $0.contains("'items'") && $0.contains(["home", "shelf", "shelf/ID"].joined(separator: ", "))
            })
        #expect(app.shell.location == "home")
    }
}
