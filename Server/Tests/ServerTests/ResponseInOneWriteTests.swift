import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import ServerTesting
import Testing

@testable import Server

/// A response's head leaves with its body (or its end) in one flush, not on its own.
@Suite(.timeLimit(.minutes(1))) struct ResponseInOneWriteTests: ServerSuite {
    /// Writes and flushes `part` (without waiting for the write: a held flush never completes it).
    static func send(_ part: HTTPResponsePart, on channel: EmbeddedChannel) {
        channel.write(part, promise: nil)
        channel.flush()
    }

    static func flushed(_ channel: EmbeddedChannel) throws -> [HTTPResponsePart] {
        var parts: [HTTPResponsePart] = []
        while let part = try channel.readOutbound(as: HTTPResponsePart.self) { parts.append(part) }
        return parts
    }

    @Test func aHeadFlushedAloneWaitsForTheBodyAndLeavesWithIt() throws {
        let channel = EmbeddedChannel(handler: ResponseInOneWrite())
        defer { _ = try? channel.finish() }
        Self.send(.head(HTTPResponse(status: .ok)), on: channel)
        #expect(try Self.flushed(channel) == [], "the head waits")
        Self.send(.body(ByteBuffer(string: "{}")), on: channel)
        #expect(try Self.flushed(channel) == [.head(HTTPResponse(status: .ok)), .body(ByteBuffer(string: "{}"))])
        Self.send(.end(nil), on: channel)
        #expect(try Self.flushed(channel) == [.end(nil)], "what follows the body is flushed as it comes")
    }

    @Test func aHeadWithNoBodyLeavesWithItsEnd() throws {
        let channel = EmbeddedChannel(handler: ResponseInOneWrite())
        defer { _ = try? channel.finish() }
        Self.send(.head(HTTPResponse(status: .noContent)), on: channel)
        #expect(try Self.flushed(channel) == [])
        Self.send(.end(nil), on: channel)
        #expect(try Self.flushed(channel) == [.head(HTTPResponse(status: .noContent)), .end(nil)])
    }

    @Test func anInformationalHeadIsNotHeld() throws {
        let channel = EmbeddedChannel(handler: ResponseInOneWrite())
        defer { _ = try? channel.finish() }
        Self.send(.head(HTTPResponse(status: .continue)), on: channel)
        #expect(try Self.flushed(channel) == [.head(HTTPResponse(status: .continue))])
    }
}
