import Foundation
import LoginPostgresStorage
import LoginStorage
public import LoginUseCases
internal import PostgresStorage
public import Server
internal import Storage
import UseCases

/// The sessions' repository, from whichever store the server runs on.
extension ServerStore {
    public var sessions: any SessionRepository {
        switch backend {
        case let .sqlite(database): database.sessions
        case let .postgres(store): store.sessions
        }
    }
}

extension ServerFeature {
    /// Login on a server: its part of the database (the sessions), its sessions on the server's store and on the
    /// login the server set (`environment.login`, whose password checks are bounded), with the login throttle,
    /// its operations, and who a bearer token belongs to, which `Authentication` asks for every other operation.
    public static let login = ServerFeature(
        stored: .login, postgres: PostgresSessionsSchema.self,
        serve: { store, environment, now in
            environment.sessions = .live(
                login: environment.login, store: store.sessions, tokens: .live, throttle: LoginThrottle(now: now), now: now)
        },
        register: { useCases, transport, configuration, middlewares in
            try LoginAPIHandler(sessions: useCases.environment.sessions).registerHandlers(
                on: transport, configuration: configuration, middlewares: middlewares)
        },
        authenticate: { environment in environment.sessions.user })
}
