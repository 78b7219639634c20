import Foundation
import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct IdentifierTests {
    @Test func printsAndOrdersAsItsNumber() {
        #expect(User.ID(3).description == "3")
        #expect(User.ID(3) < User.ID(12))
        #expect([User.ID(9), User.ID(2), User.ID(5)].sorted() == [2, 5, 9].map(User.ID.init))
    }

    @Test func encodesAsABareNumberAndDecodesBack() throws {
        let data = try JSONEncoder().encode([User.ID(42)])
        #expect(String(decoding: data, as: UTF8.self) == "[42]")
        #expect(try JSONDecoder().decode([User.ID].self, from: data) == [User.ID(42)])
    }

    @Test func refusesAnythingButAnInteger() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([User.ID].self, from: Data(#"["42"]"#.utf8)) }
    }
}
