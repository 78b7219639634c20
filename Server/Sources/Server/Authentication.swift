public import API
public import HTTPTypes
public import Models
public import OpenAPIRuntime
import UseCases

/// Who sent the request being handled, set by `Authentication` for the handlers (the pattern of
/// swift-openapi-generator's auth example: generated handlers take no extra parameters).
public enum RequestUser {
    @TaskLocal public static var current: User?
    /// The bearer token the request carried, once checked, for `DELETE /v1/sessions/current`.
    @TaskLocal public static var token: String?
    /// The address the request came from (set by `ClientAddress`), for throttling logins; nil when unknown.
    @TaskLocal public static var address: String?
    /// Why the request's token could not be checked (the store unavailable), when it could not: the operation's
    /// input is read all the same, so bad input is still a 400, and `signedIn` throws this.
    @TaskLocal static var uncheckedBecause: (any Error)?

    /// The signed-in user, for a handler of an operation that is not public; `SessionError.notSignedIn` when none
    /// is, and why the token could not be checked when it could not (a 503, never a 401 that logs a user out).
    /// A handler reads its input's own rules first, then asks.
    public static var signedIn: User {
        get throws {
            if let uncheckedBecause { throw uncheckedBecause }
            guard let current else { throw SessionError.notSignedIn }
            return current
        }
    }

    /// The signed-in user's bearer token, for `DELETE /v1/sessions/current`: thrown as `signedIn` throws.
    public static var signedInToken: String {
        get throws {
            _ = try signedIn
            guard let token else { throw SessionError.notSignedIn }
            return token
        }
    }
}

/// Checks the bearer token of every operation but the public ones, and answers 401 (a problem) without
/// calling the handler when it is missing, unknown, expired or revoked. A token that cannot be checked (the
/// store unavailable) goes on to the operation, whose input is read as always (bad input is a 400 whatever
/// the store's state) and whose first need of the user throws why (`RequestUser.signedIn`: a 503).
public struct Authentication: ServerMiddleware {
    /// The operations anyone may call.
    public static let publicOperations: Set<String> = ["logIn", "health", "ready"]

    /// The user a token belongs to (`ServerUseCases.authenticate`).
    let user: @Sendable (_ token: String) async throws -> User
    /// Each feature tree's part of the problem mapping.
    let problems: [any FeatureProblems.Type]

    public init(user: @escaping @Sendable (_ token: String) async throws -> User, problems: [any FeatureProblems.Type]) {
        self.user = user
        self.problems = problems
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard !Self.publicOperations.contains(operationID) else { return try await next(request, body, metadata) }
        guard let token = Self.bearerToken(in: request) else {
            return ProblemResponse.make(Components.Schemas.Problem(for: SessionError.notSignedIn))
        }
        let user: User
        do {
            user = try await self.user(token)
        } catch let error as SessionError {
            return ProblemResponse.make(Components.Schemas.Problem(for: error, features: problems))
        } catch {
            return try await RequestUser.$uncheckedBecause.withValue(error) { try await next(request, body, metadata) }
        }
        return try await RequestUser.$current.withValue(user) {
            try await RequestUser.$token.withValue(token) { try await next(request, body, metadata) }
        }
    }

    /// The token of an `Authorization: Bearer TOKEN` header (the scheme in any case, spaces before and after
    /// the token), or nil. Read without Foundation, whose `trimmingCharacters(in:)` cost 1.7% of a page's CPU
    /// (make bench-server's profile).
    public static func bearerToken(in request: HTTPRequest) -> String? {
        guard let value = request.headerFields[.authorization] else { return nil }
        let credentials = value.drop { $0 == " " }
        guard let space = credentials.firstIndex(of: " "), credentials[..<space].lowercased() == "bearer" else { return nil }
        var token = credentials[credentials.index(after: space)...].drop(while: isBlank)
        while let last = token.last, isBlank(last) { token.removeLast() }
        return token.isEmpty ? nil : String(token)
    }

    /// A tab or a space of any width (Unicode's space separators): what Foundation's `.whitespaces` holds.
    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
            || (character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.generalCategory == .spaceSeparator)
    }
}
