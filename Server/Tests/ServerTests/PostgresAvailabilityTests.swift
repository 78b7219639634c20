import Foundation
import ServerTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct PostgresAvailabilityTests {
    /// CI runs the PostgreSQL half of the suite for real: a missing cluster there is a failure, not a skip.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] == "true", "only CI must have PostgreSQL"))
    func postgresIsHereUnderCI() {
        #expect(Backend.postgresAdmin != nil, "CI=true, but BAZAAR_TEST_POSTGRES is not set: run the tests through scripts/postgres.sh")
        #expect(Backend.available.contains(.postgres))
    }
}
