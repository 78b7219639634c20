package import API
import Foundation
import HTTPTypes
public import Models
public import OpenAPIRuntime
public import UseCases

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's use cases served by a `bazaar-server` over HTTP, through the client generated from the
/// contract: the composition root swaps `RemoteBackend(server:).environment` for the embedded store's and
/// nothing above the use cases can tell.
///
/// The session's bearer token lives in this object's memory only, from login to logout (which revokes it
/// on the server). Problems the server answers map back onto the Models errors the embedded store throws
/// (`Components.Schemas.Problem.error(features:)`, with each feature's problems); a server that cannot be reached is `ServiceError.unreachable`. A
/// write that must happen once retries with one idempotency key, and says its outcome is unknown when no
/// answer came (as a generated feature's create does, in `RemoteBackend+Notes.swift`).
public final class RemoteBackend: Sendable {
    public let server: ServerAddress
    package let client: Client
    private let token: TokenHolder
    package let retry: RetryPolicy
    /// The feature trees whose use cases it serves.
    private let features: [RemoteFeature]

    /// - Parameters:
    ///   - timeout: how long a request may take in all before the server counts as unreachable.
    ///   - transport: how requests travel; URLSession (on iOS, macOS and Linux) with a deadline, a bound on
    ///     what it reads and no redirect to another origin (`GuardedTransport`), unless a test says otherwise.
    ///   - features: the feature trees whose use cases it serves (`[.notes]`), each joined by the
    ///     composition root's list.
    ///   - client: the address of the client this one serves, when it serves many from its own (bazaar-web
    ///     serves browsers): sent as `X-Forwarded-For`, which a server that trusts this one counts its logins
    ///     against (`bazaar-server --trusted-proxy`).
    public init(
        server: ServerAddress, timeout: Duration = GuardedTransport.defaultDeadline, retry: RetryPolicy = .standard,
        transport: (any ClientTransport)? = nil, features: [RemoteFeature] = [], forwardingFor client: String? = nil
    ) {
        self.server = server
        self.retry = retry
        self.features = features
        let token = TokenHolder()
        self.token = token
        self.client = Client(
            serverURL: server.url, configuration: .contract, transport: transport ?? GuardedTransport(deadline: timeout),
            middlewares: [RequestHeaders(token: token, client: client)])
    }

    /// Every use case, served by the server. `login.logOut` revokes the token.
    public var environment: UseCaseEnvironment {
        var environment = UseCaseEnvironment(login: login)
        for feature in features { feature.serve(self, &environment) }
        return environment
    }

    // MARK: Use cases

    var login: LoginUseCase {
        LoginUseCase(
            logIn: { [self] email, password in
                let output = try await call { try await client.logIn(body: .json(.init(email: email, password: password.revealed))) }
                switch output {
                case let .created(created):
                    let opened = try created.body.json
                    let user = try opened.user.model()
                    token.set(opened.token)
                    return Session(user: user)
                case let .badRequest(problem), let .unauthorized(problem), let .contentTooLarge(problem), let .serviceUnavailable(problem):
                    throw failure(problem)
                case let .tooManyRequests(refused):
                    throw LoginError.tooManyAttempts(retryAfterSeconds: refused.headers.retryAfter)
                case let .undocumented(status, _): throw failure(status: status)
                }
            },
            logOut: { [self] in
                guard token.current != nil else { return }
                // Forgotten here whatever the server answers: a token it could not revoke expires there, and the
                // person is told so. One it no longer knows (401) was ended already.
                defer { token.set(nil) }
                let output: Operations.LogOut.Output
                do {
                    output = try await call { try await client.logOut() }
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    throw SessionError.notEndedOnServer
                }
                switch output {
                case .noContent, .unauthorized: return
                case .serviceUnavailable, .undocumented: throw SessionError.notEndedOnServer
                }
            }
        )
    }

    // MARK: Errors

    /// Runs one request: cancellation stays `CancellationError`; a request that got no answer (refused,
    /// past its deadline, the connection lost) is `ServiceError.unreachable`; an answer that is not the
    /// contract's (too large, a redirect elsewhere, garbage) is `ServiceError.unavailable`.
    package func call<Output>(_ request: () async throws -> Output) async throws -> Output {
        do {
            return try await request()
        } catch {
            if Task.isCancelled || isCancellation(error) { throw CancellationError() }
            switch (error as? ClientError)?.underlyingError as? GuardedTransport.Refusal {
            case .deadlinePassed?: throw ServiceError.unreachable(server: server.description)
            case .responseTooLarge?, .redirectRefused?: throw ServiceError.unavailable  // an answer, but not the contract's
            case nil: break
            }
            if isTransportFailure(error) { throw ServiceError.unreachable(server: server.description) }
            throw ServiceError.unavailable
        }
    }

    /// The Models error a problem answer stands for.
    package func failure(_ problem: Components.Responses.Problem) -> any Error {
        guard case let .applicationProblemJson(body) = problem.body else { return ServiceError.unavailable }
        return body.error(features: features.map(\.problems)) ?? ServiceError.unavailable
    }

    /// An answer the contract does not list: a gateway's 502, 503 or 504 means the server was not reached.
    package func failure(status: Int) -> any Error {
        Self.mayNotHaveArrived(status) ? ServiceError.unreachable(server: server.description) : ServiceError.unavailable
    }

    package static func mayNotHaveArrived(_ status: Int) -> Bool { (502...504).contains(status) }

    // MARK: Changes made once

    /// What one answer to a change made at most once for its idempotency key comes to.
    package enum Attempt<Value> {
        /// The change, made now or before (a replay).
        case done(Value)
        /// Ask again with the same key: the answer may not be the server's, or the server could not learn
        /// the outcome.
        case again
        /// The server's own answer that it was not made, or one to throw as it is.
        case failed(any Error)
        /// The server's answer that it could not act now (itself or its store unavailable or busy, or the session
        /// ended): this request made nothing, but one before it with the key may have, so after such a one it
        /// says nothing.
        case couldNotAct(any Error)
    }

    /// Sends a change made at most once for its idempotency key (`send` carries the key) and reads its
    /// answer with `read`, asking again with the same key after each of `retry.delays` while the request may
    /// not have arrived (no answer, a gateway's 502-504) or the server could not learn the outcome
    /// (`outcome-unknown`). Once the request may have reached the server, a failure to hear back, when no
    /// more asking is left, is `ServiceError.outcomeUnknown`, cancellation included: the change may have
    /// been made, and the same key asked again later says whether. So is a later try's answer that the server
    /// could not act, and a success whose answer `read` cannot make into the change it reports.
    package func once<Output, Value>(_ send: () async throws -> Output, _ read: (Output) throws -> Attempt<Value>) async throws -> Value {
        try Task.checkCancellation()
        var retries = retry.delays[...]
        var mayHaveBeenMade = false
        while true {
            let output: Output
            do {
                output = try await send()
            } catch let error as ClientError {
                // Whatever the error, the request may have arrived: the HTTP client sends it again on a new
                // connection when the one it reused dies unanswered, so even "cannot connect" can come after
                // the server has it (a reviewer saw a purchase made and then called "cannot reach the server").
                mayHaveBeenMade = true
                guard !Task.isCancelled, !isCancellation(error), let delay = retries.popFirst() else {
                    throw ServiceError.outcomeUnknown(server: server.description)
                }
                try? await retry.sleep(delay)
                continue
            }
            let attempt: Attempt<Value>
            do {
                attempt = try read(output)
            } catch {
                throw ServiceError.outcomeUnknown(server: server.description)  // made, but its answer cannot be read
            }
            switch attempt {
            case let .done(value): return value
            case let .failed(error): throw error
            case let .couldNotAct(error): throw mayHaveBeenMade ? ServiceError.outcomeUnknown(server: server.description) : error
            case .again:
                mayHaveBeenMade = true
                guard !Task.isCancelled, let delay = retries.popFirst() else {
                    throw ServiceError.outcomeUnknown(server: server.description)
                }
                try? await retry.sleep(delay)
            }
        }
    }

    /// A problem answered to a change made once: asked again when the server could not learn the outcome;
    /// otherwise the server's definitive answer, the error it stands for (as `failing` words it).
    package func attempt<Value>(_ problem: Components.Responses.Problem, failing: (any Error) -> any Error = { $0 }) -> Attempt<Value> {
        switch failure(problem) {
        case ServiceError.outcomeUnknown: .again
        case let error as ServiceError where error.isServerUnableToAct: .couldNotAct(failing(error))
        // Refused before the server looks the key up (the session ended meanwhile): nothing of a try before.
        case SessionError.notSignedIn: .couldNotAct(failing(SessionError.notSignedIn))
        case let error: .failed(failing(error))
        }
    }

    /// An answer the contract does not list, to a change made once: asked again when a gateway says the
    /// server was not reached; otherwise nobody can say what became of it.
    package func attempt<Value>(status: Int) -> Attempt<Value> {
        Self.mayNotHaveArrived(status) ? .again : .failed(ServiceError.outcomeUnknown(server: server.description))
    }

    func isCancellation(_ error: any Error) -> Bool {
        let underlying = (error as? ClientError)?.underlyingError ?? error
        return underlying is CancellationError || (underlying as? URLError)?.code == .cancelled
    }

    /// Whether the request failed on its way (no answer was read), rather than in reading an answer.
    private func isTransportFailure(_ error: any Error) -> Bool {
        guard let error = error as? ClientError else { return false }
        return error.response == nil
    }
}

/// How a purchase retries a request that may not have arrived: after each of `delays` in turn, with the
/// same idempotency key.
public struct RetryPolicy: Sendable {
    public var delays: [Duration]
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(delays: [Duration], sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.delays = delays
        self.sleep = sleep
    }

    /// Two retries, after 0.2 s and 0.6 s.
    public static let standard = RetryPolicy(delays: [.milliseconds(200), .milliseconds(600)])
}

/// The session's token, in memory only.
final class TokenHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var token: String?

    var current: String? { lock.withLock { token } }
    func set(_ new: String?) { lock.withLock { token = new } }
}

/// What every request carries: the session's token, when there is one (`Authorization: Bearer`), and the client
/// the back end serves, when it names one (`X-Forwarded-For`).
struct RequestHeaders: ClientMiddleware {
    let token: TokenHolder
    let client: String?

    @concurrent func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if let token = token.current { request.headerFields[.authorization] = "Bearer \(token)" }
        if let client { request.headerFields[HTTPField.Name("X-Forwarded-For")!] = client }
        return try await next(request, body, baseURL)
    }
}

/// A feature tree's use cases over the contract, as a composition root hands them to `RemoteBackend`
/// (`RemoteFeature.notes`), and the problems its part of the contract adds, which come back as its errors.
public struct RemoteFeature: Sendable {
    /// Its part of the problem mapping.
    let problems: any FeatureProblems.Type
    /// Sets the feature's use cases, served by `backend`, in `environment`.
    let serve: @Sendable (_ backend: RemoteBackend, _ environment: inout UseCaseEnvironment) -> Void

    package init(
        problems: any FeatureProblems.Type = NoProblemsOfItsOwn.self,
        serve: @escaping @Sendable (_ backend: RemoteBackend, _ environment: inout UseCaseEnvironment) -> Void
    ) {
        self.problems = problems
        self.serve = serve
    }
}

extension ServiceError {
    /// Whether a problem answered says the server could not act (itself or its store unavailable or busy),
    /// rather than that it looked and refused.
    fileprivate var isServerUnableToAct: Bool {
        switch self {
        case .unavailable, .busy, .store: true
        case .notFound, .unreachable, .outcomeUnknown, .idempotencyKeyReused: false
        }
    }
}
