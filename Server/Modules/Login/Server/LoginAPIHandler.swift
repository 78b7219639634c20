internal import API
internal import Foundation
import LoginUseCases
internal import Models
internal import OpenAPIRuntime
internal import Server

/// Login's operations (its part of the contract, `LoginAPIProtocol`): a session opened for a bearer token, and
/// ended. Each is a call of the live `SessionsUseCase` and a translation of its result: the rules (the throttle,
/// the token's hash) are the use case's, and the bound on password checks the login's.
struct LoginAPIHandler: LoginAPIProtocol {
    let sessions: SessionsUseCase

    func logIn(_ input: Operations.LogIn.Input) async throws -> Operations.LogIn.Output {
        guard case let .json(credentials) = input.body else { throw BadRequest("The body must be JSON.") }
        let opened = try await sessions.open(credentials.email, Password(credentials.password), RequestUser.address ?? "")
        return .created(
            .init(
                body: .json(
                    .init(token: opened.token, expiresAt: opened.expiresAt, user: Components.Schemas.User(opened.session.user)))))
    }

    func logOut(_ input: Operations.LogOut.Input) async throws -> Operations.LogOut.Output {
        try await sessions.close(try RequestUser.signedInToken)
        return .noContent(.init())
    }
}
