import Foundation
import Models
import RemoteTesting
import Testing

@testable import API

/// Every error the Models know crosses the contract as one problem code and comes back as the same error;
/// nothing the server does not know leaks its cause.
@Suite(.timeLimit(.minutes(1))) struct ProblemMappingTests {
    static let errors: [any Error & Equatable] =
        [
            SessionError.notSignedIn,
            LoginError.invalidCredentials, LoginError.invalidEmail, LoginError.emptyPassword,
            LoginError.tooManyAttempts(retryAfterSeconds: 7),
            ServiceError.notFound, ServiceError.unavailable, ServiceError.busy(retryAfterSeconds: 1),
            ServiceError.store(.busy), ServiceError.store(.readOnly), ServiceError.store(.diskFull), ServiceError.store(.corrupt),
            ServiceError.store(.newerSchema), ServiceError.store(.ioFailure), ServiceError.outcomeUnknown(server: nil),
            ServiceError.idempotencyKeyReused, FieldError.required(field: "title"), FieldError.tooShort(field: "code", minimum: 3),
            FieldError.tooLong(field: "title", maximum: 80), FieldError.outOfRange(field: "priority", range: 1...5),
            FieldError.nulCharacter(field: "title"), FieldError.malformed(field: "due"), FieldError.noSuchDay(field: "due"),
        ]

    /// The skeleton's codes. Each feature's tests check its own codes as these check the skeleton's.
    static let skeletonCodes = Components.Schemas.ProblemCode.skeletonCodes

    @Test func eachErrorComesBackAsItselfWithItsOwnWords() throws {
        let http: Set<Components.Schemas.ProblemCode> = [.badRequest, .unavailable]
        let codes = try ProblemChecks.expectEachComesBackAsItself(Self.errors)
        #expect(codes.union(http) == Self.skeletonCodes, "every code stands for an error or the HTTP layer")
    }

    @Test func errorsThatSayTheSameThingShareACode() {
        #expect(Components.Schemas.Problem(for: LoginError.serviceUnavailable).code == .unavailable)
        #expect(Components.Schemas.Problem(for: ServiceError.store(.busy)).code == .storeBusy)
    }

    /// Only the store's own lost answer crosses as `outcome-unknown`: a client's (it names the server it did
    /// not hear from) says nothing of a server.
    @Test func anOutcomeTheServerCouldNotLearnIsOutcomeUnknownNeverNothingDone() throws {
        let problem = Components.Schemas.Problem(for: ServiceError.outcomeUnknown(server: nil))
        #expect((problem.status, problem.code) == (503, .outcomeUnknown))
        #expect(problem.detail?.contains("not charged") == false)
        #expect(Components.Schemas.Problem(for: ServiceError.outcomeUnknown(server: "http://x")).code == .unavailable)
    }

    /// A busy service says how long to wait, in the header as well as the problem, as a 429 does.
    @Test func aBusyServiceIsA503WithRetryAfter() {
        let problem = Components.Schemas.Problem(for: ServiceError.busy(retryAfterSeconds: 1))
        #expect((problem.status, problem.code, problem.retryAfter) == (503, .busy, 1))
    }

    @Test func anErrorTheModelsDoNotKnowIsUnavailableAndSaysNothingOfItsCause() {
        struct Internal: Error, CustomStringConvertible { var description: String { "password=hunter2 at /srv/db" } }
        let problem = Components.Schemas.Problem(for: Internal())
        #expect(problem.code == .unavailable)
        #expect(problem.status == 503)
        #expect(problem.detail == nil)
        #expect(String(describing: problem).contains("hunter2") == false)
    }

    @Test func onlyAFailureOfTheServiceItselfIsA5xx() {
        let serviceFailures = Set<Components.Schemas.ProblemCode>([
            .unavailable, .busy, .storeBusy, .storeReadOnly, .storeDiskFull, .storeCorrupt, .storeNewerSchema, .storeIoFailure,
            .outcomeUnknown,
        ])
        ProblemChecks.expectOnlyServiceFailuresAre5xx(among: Self.skeletonCodes, serviceFailures)
        #expect(Components.Schemas.ProblemCode.unauthenticated.status == 401)
        #expect(Components.Schemas.ProblemCode.idempotencyKeyReused.status == 422)
    }

    /// A field a person gave that does not fit is their input's fault, named in the answer: a 400, not the
    /// 503 an error the contract did not know was answered with.
    @Test func aFieldThatDoesNotFitIsABadRequestThatNamesTheField() throws {
        let problem = Components.Schemas.Problem(for: FieldError.outOfRange(field: "priority", range: 1...5))
        #expect((problem.status, problem.code) == (400, .fieldOutOfRange))
        #expect((problem.field, problem.minimum, problem.maximum) == ("priority", 1, 5))
        let missing = Components.Schemas.Problem(for: FieldError.required(field: "title"))
        #expect((missing.status, missing.field, missing.minimum, missing.maximum) == (400, "title", nil, nil))
        var unnamed = missing
        unnamed.field = nil
        #expect(unnamed.error() == nil, "a problem without its field does not make an error")
    }

    /// An amount's limits cross as minor units with their currency, so the client says them as amounts
    /// ("from ¥1 to ¥1,000,000"), not as bare numbers; a currency the app does not know makes no error.
    @Test func anAmountOutOfRangeCarriesItsCurrency() throws {
        let problem = Components.Schemas.Problem(for: FieldError.amountOutOfRange(field: "amount", range: .yen(1)...(.yen(1_000_000))))
        #expect((problem.status, problem.code) == (400, .fieldOutOfRange))
        #expect((problem.field, problem.minimum, problem.maximum, problem.currency) == ("amount", 1, 1_000_000, "JPY"))
        #expect(Components.Schemas.Problem(for: FieldError.outOfRange(field: "rank", range: 1...5)).currency == nil)
        // Both ways, as eachErrorComesBackAsItself checks the others (this one shares field-out-of-range).
        for error in [
            FieldError.amountOutOfRange(field: "amount", range: .yen(1)...(.yen(1_000_000))),
            FieldError.amountOutOfRange(
                field: "tip", range: Money(minorUnits: 1, currency: .usd)...Money(minorUnits: 5_000, currency: .usd)),
        ] {
            let crossed = try JSONDecoder().decode(
                Components.Schemas.Problem.self, from: JSONEncoder().encode(Components.Schemas.Problem(for: error)))
            #expect(crossed.error() as? FieldError == error)
        }
        var unknown = problem
        unknown.currency = "XXX"
        #expect(unknown.error() == nil)
    }
}
