import ServerTesting
import Testing

@testable import Server

/// The request log's line: a request's duration in milliseconds, to a tenth.
@Suite(.timeLimit(.minutes(1))) struct RequestLogTests: ServerSuite {
    @Test func aRequestsDurationIsShownInMillisecondsToATenth() {
        #expect(RequestLog<ServerContext>.milliseconds(.microseconds(1_234)) == "1.2")
        #expect(RequestLog<ServerContext>.milliseconds(.seconds(2) + .microseconds(50)) == "2000.0")
        #expect(RequestLog<ServerContext>.milliseconds(.zero) == "0.0")
    }
}
