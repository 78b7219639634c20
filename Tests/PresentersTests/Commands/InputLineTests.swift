import Presenters
import Testing

@Suite struct InputLineTests {
    @Test func ordinaryLinesPassAndCRLFIsAccepted() {
        #expect(InputLine.validate(Array("items".utf8)) == .success("items"))
        #expect(InputLine.validate(Array("items\r".utf8)) == .success("items"))
        #expect(InputLine.validate(Array("search café 急須".utf8)) == .success("search café 急須"))
        #expect(InputLine.validate(Array("search\ttea".utf8)) == .success("search tea"))
    }

    @Test func linesOverTheLimitAreRefused() {
        let limit = InputLine.maximumBytes
        #expect(InputLine.validate([UInt8](repeating: 0x61, count: limit)) == .success(String(repeating: "a", count: limit)))
        #expect(InputLine.validate([UInt8](repeating: 0x61, count: limit + 1)) == .failure(.tooLong(bytes: limit + 1)))
        #expect(InputLine.Problem.tooLong(bytes: 5000).description == "Line too long (5000 bytes); the limit is 4096 bytes.")
    }

    @Test func invalidUTF8IsRefused() {
        #expect(InputLine.validate([0x69, 0x74, 0xFF, 0x65]) == .failure(.invalidUTF8))
        #expect(InputLine.validate([0xC3]) == .failure(.invalidUTF8), "a truncated sequence")
    }

    @Test(arguments: [[0x1B, 0x5B, 0x41], [0x61, 0x00], [0x07], [0x61, 0x7F], [0xC2, 0x85]])
    func controlCharactersAreRefused(bytes: [UInt8]) {
        #expect(InputLine.validate(bytes) == .failure(.controlCharacters))
    }
}
