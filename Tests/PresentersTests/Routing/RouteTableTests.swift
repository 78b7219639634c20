import Models
import Presenters
import Testing

@Suite(.timeLimit(.minutes(1))) struct RouteTableTests {
    @Test(arguments: ["home", "HOME", "/home", "home/", "//Home//"])
    func aPathNamesItsRouteWhateverItsCaseAndItsExtraSlashes(path: String) {
        #expect(MainRoute.coreTable.route(forPath: path) == .home)
    }

    @Test func aPathThatNamesNoRouteIsNil() {
        #expect(MainRoute.coreTable.route(forPath: "nowhere") == nil)
        #expect(MainRoute.coreTable.route(forPath: "") == nil)
        #expect(MainRoute.coreTable.route(forPath: "home/home") == nil)
    }
}

/// A flow of the test's own, with a route under a route with an id (`books/ID/notes`), the shape a screen
/// made by `make screen PARENT=books/ID` declares.
private enum ShelfRoute: Routable {
    enum Book {}

    case home
    case books
    case book(Identifier<Book>)
    case bookNotes(Identifier<Book>)

    var table: RouteTable<ShelfRoute> { Self.routes }

    static let routes = RouteTable<ShelfRoute>([
        .route(.home, "home"),
        .route(.books, "books", under: .home, opensWith: PresenterWords.home),
        .route("books", id: ShelfRoute.book, under: .books) { if case let .book(id) = $0 { id } else { nil } },
        .route("books", id: ShelfRoute.bookNotes, then: "notes", opensWith: PresenterWords.home) {
            if case let .bookNotes(id) = $0 { id } else { nil }
        },
    ])
}

extension RouteTableTests {
    @Test func aRouteUnderARouteWithAnIdHasAPathADeepLinkAndThatRouteBelowIt() {
        let notes = ShelfRoute.bookNotes(Identifier(3))
        #expect(ShelfRoute.routes.path(of: notes) == "books/3/notes")
        #expect(ShelfRoute.routes.route(forPath: "Books/3/notes/") == notes)
        #expect(ShelfRoute.routes.stack(for: notes) == [.home, .books, .book(Identifier(3)), notes])
        #expect(ShelfRoute.routes.parent(of: notes) == .book(Identifier(3)))
        #expect(ShelfRoute.routes.templates == ["home", "books", "books/ID", "books/ID/notes"])
        #expect(ShelfRoute.routes.fixedPaths == ["home", "books"])
    }

    @Test(arguments: ["books/0/notes", "books/x/notes", "books/3/note", "books/3/notes/4", "books/notes", "books//notes"])
    func aPathOfAnotherShapeNamesNoRouteUnderTheId(path: String) {
        let named = ShelfRoute.routes.route(forPath: path)
        #expect(named.map { if case .bookNotes = $0 { true } else { false } } != true, "\(path) named \(String(describing: named))")
    }

    @Test func theScreenAtTheIdGetsTheCommandThatOpensTheRouteUnderItWithItsId() {
        let sections = ShelfRoute.routes.sections(under: .book(Identifier(7)))
        #expect(sections.map(\.name) == ["notes"])
        #expect(sections.map(\.route) == [.bookNotes(Identifier(7))])
        #expect(ShelfRoute.routes.sections(under: .home).map(\.name) == ["books"])
        #expect(ShelfRoute.routes.sections(under: .books).isEmpty)
        #expect(ShelfRoute.routes.sections(under: .bookNotes(Identifier(7))).isEmpty)
    }
}
