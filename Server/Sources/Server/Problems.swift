public import API
internal import Foundation
public import HTTPTypes
public import Logging
internal import Models
public import OpenAPIRuntime

/// A problem as an HTTP response: its status, `application/problem+json`, and the problem as JSON.
enum ProblemResponse {
    /// The content type of every problem.
    static let contentType = "application/problem+json"

    static func make(_ problem: Components.Schemas.Problem) -> (HTTPResponse, HTTPBody?) {
        var fields = HTTPFields()
        fields[.contentType] = contentType
        if let seconds = problem.retryAfter { fields[.retryAfter] = String(seconds) }
        // RFC 9110 §11.6.1: a 401 names the scheme that would do.
        if problem.status == 401 { fields[.wwwAuthenticate] = "Bearer" }
        return (HTTPResponse(status: .init(code: problem.status), headerFields: fields), HTTPBody(body(problem)))
    }

    /// The problem as JSON, its keys sorted.
    static func body(_ problem: Components.Schemas.Problem) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(problem)) ?? Data(#"{"code":"unavailable","status":503}"#.utf8)
    }
}

/// A request the contract cannot take, found by a handler (an idempotency key that is not one).
public struct BadRequest: Error, Sendable {
    public var detail: String
    public init(_ detail: String) { self.detail = detail }
}

/// Turns every failure of an operation into a problem response: a request that could not be read as the
/// contract says is 400 `bad-request` (`field-required`, `field-malformed` or `field-no-such-day` when a field of
/// its body is to blame, named by `FieldError(decoding:)`); an error a handler threw is the problem the Models error maps to
/// (`Problem(for:features:)` with each feature tree's problems, so an unknown one is 503 and says nothing of its
/// cause). Never a 500.
public struct ProblemMiddleware: ServerMiddleware {
    /// Each feature tree's part of the mapping.
    let problems: [any FeatureProblems.Type]
    /// Where an operation that ran and whose answer could not be written is said: its client hears only that
    /// its outcome is unknown, and the cause is the server's to fix.
    let logger: Logger

    public init(problems: [any FeatureProblems.Type], logger: Logger) {
        self.problems = problems
        self.logger = logger
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        do {
            return try await next(request, body, metadata)
        } catch let error as ServerError {
            if let bad = error.underlyingError as? BadRequest {
                return ProblemResponse.make(Components.Schemas.Problem(.badRequest, detail: bad.detail))
            }
            guard error.operationInput != nil else {
                // A body whose field is left out or not of its kind: the field is named, never its value.
                if let decoding = error.underlyingError as? DecodingError, let field = FieldError(decoding: decoding) {
                    return ProblemResponse.make(Components.Schemas.Problem(for: field))
                }
                // The input was never decoded: a malformed body, parameter or header.
                // Its cause is not repeated: it may quote what the client sent, a password among it.
                return ProblemResponse.make(
                    Components.Schemas.Problem(
                        .badRequest,
                        detail: "The request to \(operationID) does not match the API: a parameter, header or body is missing or malformed."
                    ))
            }
            // The operation ran and gave its answer, which could not be written: what it did stands, and is not
            // known here (a purchase made must never read as "unavailable").
            guard error.operationOutput == nil else {
                // Its type alone: what it says may quote the answer, a token among it.
                logger.warning(
                    "\(operationID): it ran, and its answer could not be written (\(type(of: error.underlyingError))); the client is told its outcome is unknown"
                )
                return ProblemResponse.make(Components.Schemas.Problem(for: ServiceError.outcomeUnknown(server: nil), features: problems))
            }
            return ProblemResponse.make(Components.Schemas.Problem(for: error.underlyingError, features: problems))
        } catch {
            return ProblemResponse.make(Components.Schemas.Problem(for: error, features: problems))
        }
    }
}
