import Models
import Presenters
import Testing

@Suite(.timeLimit(.minutes(1))) struct RouteTableTests {
    @Test(arguments: ["home", "HOME", "/home", "home/", "//Home//"])
    func aPathNamesItsRouteWhateverItsCaseAndItsExtraSlashes(path: String) {
        #expect(MainRoute.table.route(forPath: path) == .home)
    }

    @Test func aPathThatNamesNoRouteIsNil() {
        #expect(MainRoute.table.route(forPath: "nowhere") == nil)
        #expect(MainRoute.table.route(forPath: "") == nil)
        #expect(MainRoute.table.route(forPath: "home/home") == nil)
    }
}
