public import API
internal import Foundation
internal import Models
internal import OpenAPIRuntime
internal import UseCases

/// The skeleton's operations (and those of a feature kept in layer folders; a feature tree serves its own, with a
/// handler in its FEATUREServer module), each a call of a live use case and a translation of its result: no rule
/// of the app lives here. Errors are thrown as they come (the Models' own), and `ProblemMiddleware` answers them
/// as problems; `Authentication` has put the signed-in user in `RequestUser`.
public struct BazaarAPIHandler: BazaarAPIProtocol {
    let useCases: ServerUseCases

    public init(useCases: ServerUseCases) {
        self.useCases = useCases
    }

    /// The signed-in user (set by `Authentication` for every operation that is not public).
    var user: User {
        get throws { try RequestUser.signedIn }
    }

    public func logIn(_ input: Operations.LogIn.Input) async throws -> Operations.LogIn.Output {
        guard case let .json(credentials) = input.body else { throw BadRequest("The body must be JSON.") }
        let opened = try await useCases.sessions.open(credentials.email, Password(credentials.password), RequestUser.address ?? "")
        return .created(
            .init(
                body: .json(
                    .init(token: opened.token, expiresAt: opened.expiresAt, user: Components.Schemas.User(opened.session.user)))))
    }

    public func logOut(_ input: Operations.LogOut.Input) async throws -> Operations.LogOut.Output {
        guard let token = RequestUser.token else { throw SessionError.notSignedIn }
        try await useCases.sessions.close(token)
        return .noContent(.init())
    }

    public func health(_ input: Operations.Health.Input) async throws -> Operations.Health.Output {
        .ok(.init(body: .json(.init(status: "up"))))
    }

    public func ready(_ input: Operations.Ready.Input) async throws -> Operations.Ready.Output {
        do {
            try await useCases.ping()
        } catch {
            throw ServiceError.unavailable
        }
        return .ok(.init(body: .json(.init(status: "ready"))))
    }
}
