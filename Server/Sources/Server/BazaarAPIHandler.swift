public import API
internal import Foundation
internal import Models
internal import OpenAPIRuntime
internal import UseCases

/// The skeleton's operations that belong to no feature tree (a tree serves its own, with a handler in its
/// FEATUREServer module: Login's, the sessions), each a call of a live use case and a translation of its result:
/// no rule of the app lives here. Errors are thrown as they come (the Models' own), and `ProblemMiddleware` answers them
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
