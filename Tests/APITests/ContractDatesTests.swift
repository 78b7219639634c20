import Foundation
import OpenAPIRuntime
import Testing

@testable import API

/// Dates cross the contract as RFC 3339 in UTC, to the second, the same way on both ends (`Configuration.contract`).
@Suite(.timeLimit(.minutes(1))) struct ContractDatesTests {
    let dates = Configuration.contract.dateTranscoder

    @Test func aDateIsWrittenInUTCToTheSecondItFallsIn() throws {
        // 2026-12-03 19:24:51.9996 UTC: the second it falls in, never the next (the runtime's transcoder wrote
        // the next one, rounding to the millisecond first).
        #expect(try dates.encode(Date(timeIntervalSince1970: 1_796_325_891.9996)) == "2026-12-03T19:24:51Z")
        #expect(try dates.encode(Date(timeIntervalSince1970: 1_796_325_891.75)) == "2026-12-03T19:24:51Z")
        #expect(try dates.encode(Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59Z")
    }

    @Test func whatItWritesReadsBackAsTheSameSecond() throws {
        let date = Date(timeIntervalSince1970: 1_796_325_891)
        #expect(try dates.decode(dates.encode(date)) == date)
        #expect(try dates.decode("2026-12-04T04:24:51+09:00") == date, "an offset is read as the same instant")
    }

    @Test func textThatIsNoDateIsRefused() {
        for text in ["", "2026-12-03", "2026-12-03 19:24:51Z", "yesterday"] {
            #expect(throws: (any Error).self, "\(text)") { try dates.decode(text) }
        }
    }
}
