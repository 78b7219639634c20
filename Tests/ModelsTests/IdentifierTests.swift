import Foundation
import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct IdentifierTests {
    @Test func printsAndOrdersAsItsNumber() {
        #expect(Item.ID(3).description == "3")
        #expect(Item.ID(3) < Item.ID(12))
        #expect([Transaction.ID(9), Transaction.ID(2), Transaction.ID(5)].sorted() == [2, 5, 9].map(Transaction.ID.init))
    }

    @Test func encodesAsABareNumberAndDecodesBack() throws {
        let data = try JSONEncoder().encode([Item.ID(42)])
        #expect(String(decoding: data, as: UTF8.self) == "[42]")
        #expect(try JSONDecoder().decode([Item.ID].self, from: data) == [Item.ID(42)])
    }

    @Test func refusesAnythingButAnInteger() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([User.ID].self, from: Data(#"["42"]"#.utf8)) }
    }
}
