import Foundation
import Logging
import Synchronization
import Testing

@testable import Server

/// The server's log lines: one `write` each, the time in UTC, the metadata sorted.
@Suite(.timeLimit(.minutes(1))) struct LineLogHandlerTests {
    final class Lines: Sendable {
        let written = Mutex<[String]>([])
        func append(_ line: [UInt8]) { written.withLock { $0.append(String(decoding: line, as: UTF8.self)) } }
    }

    @Test func anEntryIsOneLineWithTheUTCTimeTheLevelTheLabelTheMessageAndSortedMetadata() throws {
        let lines = Lines()
        var logger = Logger(label: "bazaar-server") { label in LineLogHandler(label: label, write: lines.append) }
        logger[metadataKey: "z"] = "last"
        logger.info("GET /v1/items 200 1.2ms", metadata: ["hb.request.id": "7", "a": "first"])
        logger.debug("below the level: not written")

        let written = lines.written.withLock { $0 }
        try #require(written.count == 1)
        let line = written[0]
        #expect(line.hasSuffix(" info bazaar-server: GET /v1/items 200 1.2ms a=first hb.request.id=7 z=last\n"), "\(line)")
        let stamp = String(line.prefix(24))
        #expect(stamp.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/) != nil, "\(stamp)")
        let parsed = try #require(try? Date(String(stamp.prefix(19)) + "Z", strategy: .iso8601))
        #expect(abs(parsed.timeIntervalSinceNow) < 60 * 60, "the time is now, in UTC (not the local time): \(stamp)")
    }

    @Test func aRequestsDurationIsShownInMillisecondsToATenth() {
        #expect(RequestLog<ServerContext>.milliseconds(.microseconds(1_234)) == "1.2")
        #expect(RequestLog<ServerContext>.milliseconds(.seconds(2) + .microseconds(50)) == "2000.0")
        #expect(RequestLog<ServerContext>.milliseconds(.zero) == "0.0")
    }
}
