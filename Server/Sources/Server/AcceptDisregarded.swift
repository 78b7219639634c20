public import HTTPTypes
public import OpenAPIRuntime

/// Every operation is answered in JSON whatever the request's `Accept` says, as RFC 9110 lets a server do (it
/// may disregard the field rather than answer 406). The generated code checks `Accept` only once the operation
/// has run, so a purchase asked with `Accept: text/html` was made, charged, and answered 503 "unavailable", and a
/// login opened a session whose token it never gave: the operations never see the field.
public struct AcceptDisregarded: ServerMiddleware {
    public init() {}

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.accept] = nil
        return try await next(request, body, metadata)
    }
}
