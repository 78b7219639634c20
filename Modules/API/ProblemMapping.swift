import Models

/// A feature's part of the mapping: the codes its part of the contract adds (`problem-codes`), each the one
/// error of its Models it stands for, both ways, with its status and title. A feature tree's API module
/// declares it (`NotesProblems`); the server and the client are given each feature's, with its use cases.
public protocol FeatureProblems: Sendable {
    /// The problem that says `error`, when `error` is this feature's; nil for any other.
    static func problem(for error: any Error) -> Components.Schemas.Problem?
    /// The error `problem` stands for, when its code is this feature's (`.some(nil)` when its values make
    /// none); nil for any other code.
    static func error(of problem: Components.Schemas.Problem) -> (any Error)??
    /// The status a problem with `code` is answered with, and its title, when `code` is this feature's.
    static func statusAndTitle(of code: Components.Schemas.ProblemCode) -> (status: Int, title: String)?
}

extension FeatureProblems {
    /// This feature's problem `code` for `error`, with its status and title, and the error's own words as
    /// `detail`: what its mapping starts from before it sets the values its code carries.
    public static func problem(_ code: Components.Schemas.ProblemCode, describing error: any Error) -> Components.Schemas.Problem {
        let (status, title) = statusAndTitle(of: code) ?? Components.Schemas.ProblemCode.unavailable.statusAndTitle
        return Components.Schemas.Problem(code, status: status, title: title, detail: String(describing: error))
    }
}

/// The part of a feature tree whose errors are all the skeleton's (a field that does not fit, not found, a
/// failure of the store), as `make feature` makes one: it adds no problem of its own.
public enum NoProblemsOfItsOwn: FeatureProblems {
    public static func problem(for error: any Error) -> Components.Schemas.Problem? { nil }
    public static func error(of problem: Components.Schemas.Problem) -> (any Error)?? { nil }
    public static func statusAndTitle(of code: Components.Schemas.ProblemCode) -> (status: Int, title: String)? { nil }
}

/// The one mapping between the errors the Models know and the contract's problems, both ways: a server
/// answers a thrown error with `Problem(for:features:)`; a client turns the problem it gets back into the same
/// error with `error(features:)`. Each code stands for exactly one error (with its values), so nothing is lost
/// on the way. `features` are the feature trees' parts; each is asked before the skeleton's own.
extension Components.Schemas.Problem {
    /// The problem that says `error`: its stable code, its HTTP status, and the error's own words as `detail`.
    /// An error the Models do not know is `unavailable` (503) and says nothing of its cause.
    public init(for error: any Error, features: [any FeatureProblems.Type] = []) {
        if let problem = features.lazy.compactMap({ $0.problem(for: error) }).first {
            self = problem
            return
        }
        let (code, values) = Self.code(for: error)
        self.init(code, describing: error, known: values.known)
        retryAfter = values.retryAfter
        field = values.field
        minimum = values.minimum
        maximum = values.maximum
        currency = values.currency
    }

    /// A problem of the HTTP layer itself (a malformed request, no token, too many attempts), saying `detail`.
    public init(_ code: Components.Schemas.ProblemCode, detail: String?) {
        self.init(code, status: code.status, title: code.title, detail: detail)
    }

    init(_ code: Components.Schemas.ProblemCode, status: Int, title: String, detail: String?) {
        self.init(_type: "https://bazaar.dev/problems/\(code.rawValue)", title: title, status: status, detail: detail, code: code)
    }

    /// The skeleton's problem `code` for `error`, with the error's own words as `detail` when they may be shown
    /// (`known`): a feature's error that says what one of the skeleton's says.
    public init(_ code: Components.Schemas.ProblemCode, describing error: any Error, known: Bool = true) {
        self.init(code, detail: known ? String(describing: error) : nil)
    }

    /// The Models error this problem stands for, with `features`' parts of the mapping; nil for the HTTP
    /// layer's own problems and for a problem whose values do not make one (an unknown currency in `price`, say).
    public func error(features: [any FeatureProblems.Type] = []) -> (any Error)? {
        for feature in features {
            if let error = feature.error(of: self) { return error }
        }
        return Self.errors[code]?(self) ?? nil
    }

    /// The skeleton's codes, each the error it stands for (the HTTP layer's own stand for none).
    private static let errors: [Components.Schemas.ProblemCode: @Sendable (Self) -> (any Error)?] = [
        .badRequest: { _ in nil },
        .tooManyRequests: { problem in problem.retryAfter.map { LoginError.tooManyAttempts(retryAfterSeconds: $0) } },
        .unauthenticated: { _ in SessionError.notSignedIn },
        .invalidCredentials: { _ in LoginError.invalidCredentials },
        .invalidEmail: { _ in LoginError.invalidEmail },
        .emptyPassword: { _ in LoginError.emptyPassword },
        .notFound: { _ in ServiceError.notFound },
        .unavailable: { _ in ServiceError.unavailable },
        .busy: { problem in problem.retryAfter.map { ServiceError.busy(retryAfterSeconds: $0) } },
        .storeBusy: { _ in ServiceError.store(.busy) },
        .storeReadOnly: { _ in ServiceError.store(.readOnly) },
        .storeDiskFull: { _ in ServiceError.store(.diskFull) },
        .storeCorrupt: { _ in ServiceError.store(.corrupt) },
        .storeNewerSchema: { _ in ServiceError.store(.newerSchema) },
        .storeIoFailure: { _ in ServiceError.store(.ioFailure) },
        .outcomeUnknown: { _ in ServiceError.outcomeUnknown(server: nil) },
        .idempotencyKeyReused: { _ in ServiceError.idempotencyKeyReused },
        .fieldRequired: { problem in problem.field.map { FieldError.required(field: FieldName($0)) } },
        .fieldTooShort: { problem in
            problem.field.flatMap { field in
                problem.minimum.map { FieldError.tooShort(field: FieldName(field), minimum: Int(clamping: $0)) }
            }
        },
        .fieldTooLong: { problem in
            problem.field.flatMap { field in problem.maximum.map { FieldError.tooLong(field: FieldName(field), maximum: Int(clamping: $0)) }
            }
        },
        .fieldNulCharacter: { problem in problem.field.map { FieldError.nulCharacter(field: FieldName($0)) } },
        .fieldMalformed: { problem in problem.field.map { FieldError.malformed(field: FieldName($0)) } },
        .fieldNoSuchDay: { problem in problem.field.map { FieldError.noSuchDay(field: FieldName($0)) } },
        .fieldOutOfRange: { problem in
            problem.field.flatMap { field in
                problem.minimum.flatMap { low in
                    problem.maximum.flatMap { high in
                        guard low <= high else { return nil }
                        guard let code = problem.currency else {
                            return FieldError.outOfRange(field: FieldName(field), range: Int(clamping: low)...Int(clamping: high))
                        }
                        return Currency(code: code).map { currency in
                            FieldError.amountOutOfRange(
                                field: FieldName(field),
                                range: Money(minorUnits: low, currency: currency)...Money(minorUnits: high, currency: currency))
                        }
                    }
                }
            }
        },
    ]

    /// The values a problem carries besides its code, and whether the error's words may be shown.
    private struct Values {
        var retryAfter: Int?
        var field: String?
        var minimum: Int64?
        var maximum: Int64?
        var currency: String?
        var known = true
    }

    private static func code(for error: any Error) -> (Components.Schemas.ProblemCode, Values) {
        switch error {
        case SessionError.notSignedIn: (.unauthenticated, Values())
        case let error as LoginError:
            switch error {
            case .invalidCredentials: (.invalidCredentials, Values())
            case .invalidEmail: (.invalidEmail, Values())
            case .emptyPassword: (.emptyPassword, Values())
            case .serviceUnavailable: (.unavailable, Values())
            case let .tooManyAttempts(seconds): (.tooManyRequests, Values(retryAfter: seconds))
            }
        case let error as ServiceError:
            switch error {
            case .notFound: (.notFound, Values())
            case .unavailable: (.unavailable, Values())
            case let .store(store): code(for: store)
            case .unreachable: (.unavailable, Values(known: false))  // a client's own error: says nothing of a server
            case let .busy(seconds): (.busy, Values(retryAfter: seconds))
            case .outcomeUnknown(server: nil): (.outcomeUnknown, Values())
            case .outcomeUnknown: (.unavailable, Values(known: false))  // a client's own error: says nothing of a server
            case .idempotencyKeyReused: (.idempotencyKeyReused, Values())
            }
        case let error as StoreError: code(for: error)
        case let error as FieldError:
            switch error {
            case let .required(field): (.fieldRequired, Values(field: field.name))
            case let .tooShort(field, minimum): (.fieldTooShort, Values(field: field.name, minimum: Int64(minimum)))
            case let .tooLong(field, maximum): (.fieldTooLong, Values(field: field.name, maximum: Int64(maximum)))
            case let .outOfRange(field, range):
                (.fieldOutOfRange, Values(field: field.name, minimum: Int64(range.lowerBound), maximum: Int64(range.upperBound)))
            case let .amountOutOfRange(field, range):
                (
                    .fieldOutOfRange,
                    Values(
                        field: field.name, minimum: range.lowerBound.minorUnits, maximum: range.upperBound.minorUnits,
                        currency: range.lowerBound.currency.code)
                )
            case let .nulCharacter(field): (.fieldNulCharacter, Values(field: field.name))
            case let .malformed(field): (.fieldMalformed, Values(field: field.name))
            case let .noSuchDay(field): (.fieldNoSuchDay, Values(field: field.name))
            }
        default: (.unavailable, Values(known: false))
        }
    }

    private static func code(for error: StoreError) -> (Components.Schemas.ProblemCode, Values) {
        switch error {
        case .busy: (.storeBusy, Values())
        case .readOnly: (.storeReadOnly, Values())
        case .diskFull: (.storeDiskFull, Values())
        case .corrupt: (.storeCorrupt, Values())
        case .newerSchema: (.storeNewerSchema, Values())
        case .ioFailure: (.storeIoFailure, Values())
        case .unknownCurrency: (.unavailable, Values(known: false))  // a feature whose contract has money says more
        }
    }
}

extension Components.Schemas.ProblemCode {
    /// The HTTP status a problem with this code of the skeleton's is answered with (a feature's code: its
    /// `FeatureProblems.statusAndTitle`).
    public var status: Int { statusAndTitle.status }

    /// A short, stable summary of a problem of the skeleton's (RFC 9457's `title`); the error's own words go in
    /// `detail`.
    public var title: String { statusAndTitle.title }

    fileprivate var statusAndTitle: (status: Int, title: String) {
        Self.skeleton[self] ?? (503, "Service unavailable")
    }

    /// The skeleton's codes: those no feature's mapping (`FeatureProblems`) claims.
    public static var skeletonCodes: Set<Self> { Set(skeleton.keys) }

    /// The skeleton's codes, each with its status and title (a feature's come from its mapping).
    static let skeleton: [Self: (status: Int, title: String)] = [
        .badRequest: (400, "Bad request"),
        .unauthenticated: (401, "Not signed in"),
        .tooManyRequests: (429, "Too many requests"),
        .invalidCredentials: (401, "Wrong email or password"),
        .invalidEmail: (400, "Invalid email address"),
        .emptyPassword: (400, "Empty password"),
        .notFound: (404, "Not found"),
        .unavailable: (503, "Service unavailable"),
        .busy: (503, "Busy"),
        .storeBusy: (503, "Database busy"),
        .storeReadOnly: (503, "Database read-only"),
        .storeDiskFull: (503, "Disk full"),
        .storeCorrupt: (503, "Database damaged"),
        .storeNewerSchema: (503, "Database from a newer version"),
        .storeIoFailure: (503, "Database I/O failure"),
        .outcomeUnknown: (503, "Outcome unknown"),
        .idempotencyKeyReused: (422, "Idempotency key reused"),
        .fieldRequired: (400, "Field required"),
        .fieldTooShort: (400, "Field too short"),
        .fieldTooLong: (400, "Field too long"),
        .fieldOutOfRange: (400, "Field out of range"),
        .fieldNulCharacter: (400, "Field holds a NUL character"),
        .fieldMalformed: (400, "Field not of its kind"),
        .fieldNoSuchDay: (400, "No such day"),
    ]
}
