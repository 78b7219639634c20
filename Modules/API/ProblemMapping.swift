import Models

/// The one mapping between the errors the Models know and the contract's problems, both ways: a server
/// answers a thrown error with `Problem(for:)`; a client turns the problem it gets back into the same error
/// with `error`. Each code stands for exactly one error (with its values), so nothing is lost on the way.
extension Components.Schemas.Problem {
    /// The problem that says `error`: its stable code, its HTTP status, and the error's own words as `detail`.
    /// An error the Models do not know is `unavailable` (503) and says nothing of its cause.
    public init(for error: any Error) {
        let (code, values) = Self.code(for: error)
        let known = String(describing: error)
        self.init(
            _type: "https://bazaar.dev/problems/\(code.rawValue)", title: code.title, status: code.status,
            detail: values.known ? known : nil, code: code
        )
        price = values.price.map(Components.Schemas.Money.init)  // example
        balance = values.balance.map(Components.Schemas.Money.init)  // example
        currency = values.currency  // example
        retryAfter = values.retryAfter
        field = values.field
        minimum = values.minimum.map(Int64.init)
        maximum = values.maximum.map(Int64.init)
    }

    /// A problem of the HTTP layer itself (a malformed request, no token, too many attempts), saying `detail`.
    public init(_ code: Components.Schemas.ProblemCode, detail: String) {
        self.init(_type: "https://bazaar.dev/problems/\(code.rawValue)", title: code.title, status: code.status, detail: detail, code: code)
    }

    /// The Models error this problem stands for; nil for the HTTP layer's own problems and for a problem
    /// whose values do not make one (an unknown currency in `price`, say).
    public var error: (any Error)? {
        switch code {
        case .badRequest: nil
        case .tooManyRequests: retryAfter.map { LoginError.tooManyAttempts(retryAfterSeconds: $0) }
        case .unauthenticated: SessionError.notSignedIn
        case .invalidCredentials: LoginError.invalidCredentials
        case .invalidEmail: LoginError.invalidEmail
        case .emptyPassword: LoginError.emptyPassword
        case .notFound: ServiceError.notFound
        case .unavailable: ServiceError.unavailable
        case .busy: retryAfter.map { ServiceError.busy(retryAfterSeconds: $0) }
        case .storeBusy: ServiceError.store(.busy)
        case .storeReadOnly: ServiceError.store(.readOnly)
        case .storeDiskFull: ServiceError.store(.diskFull)
        case .storeCorrupt: ServiceError.store(.corrupt)
        case .storeNewerSchema: ServiceError.store(.newerSchema)
        case .storeIoFailure: ServiceError.store(.ioFailure)
        case .unknownCurrency: currency.map { ServiceError.store(.unknownCurrency(code: $0)) }  // example
        // example-begin
        case .insufficientFunds:
            price?.money.flatMap { price in balance?.money.map { PurchaseError.insufficientFunds(price: price, balance: $0) } }
        case .currencyMismatch:
            price?.money.flatMap { price in balance?.money.map { PurchaseError.currencyMismatch(price: price, balance: $0) } }
        case .alreadySold: PurchaseError.alreadySold
        case .itemNotFound: PurchaseError.itemNotFound
        case .idempotencyKeyReused: PurchaseError.idempotencyKeyReused
        case .outcomeUnknown: PurchaseError.outcomeUnknown(server: nil)
        // example-end
        case .fieldRequired: field.map { FieldError.required(field: $0) }
        case .fieldTooShort: field.flatMap { field in minimum.map { FieldError.tooShort(field: field, minimum: Int(clamping: $0)) } }
        case .fieldTooLong: field.flatMap { field in maximum.map { FieldError.tooLong(field: field, maximum: Int(clamping: $0)) } }
        case .fieldNulCharacter: field.map { FieldError.nulCharacter(field: $0) }
        case .fieldOutOfRange:
            field.flatMap { field in
                minimum.flatMap { low in
                    maximum.flatMap { high in
                        low <= high ? FieldError.outOfRange(field: field, range: Int(clamping: low)...Int(clamping: high)) : nil
                    }
                }
            }
        }
    }

    /// The values a problem carries besides its code, and whether the error's words may be shown.
    private struct Values {
        var price: Money?  // example
        var balance: Money?  // example
        var currency: String?  // example
        var retryAfter: Int?
        var field: String?
        var minimum: Int?
        var maximum: Int?
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
            }
        case let error as StoreError: code(for: error)
        case let error as FieldError:
            switch error {
            case let .required(field): (.fieldRequired, Values(field: field))
            case let .tooShort(field, minimum): (.fieldTooShort, Values(field: field, minimum: minimum))
            case let .tooLong(field, maximum): (.fieldTooLong, Values(field: field, maximum: maximum))
            case let .outOfRange(field, range):
                (.fieldOutOfRange, Values(field: field, minimum: range.lowerBound, maximum: range.upperBound))
            case let .nulCharacter(field): (.fieldNulCharacter, Values(field: field))
            }
        // example-begin
        case let error as PurchaseError:
            switch error {
            case let .insufficientFunds(price, balance): (.insufficientFunds, Values(price: price, balance: balance))
            case let .currencyMismatch(price, balance): (.currencyMismatch, Values(price: price, balance: balance))
            case .alreadySold: (.alreadySold, Values())
            case .itemNotFound: (.itemNotFound, Values())
            case .idempotencyKeyReused: (.idempotencyKeyReused, Values())
            case .serviceUnavailable: (.unavailable, Values())
            case let .store(store): code(for: store)
            case .outcomeUnknown(server: nil): (.outcomeUnknown, Values())
            case .outcomeUnknown: (.unavailable, Values(known: false))  // a client's own error, as above
            }
        // example-end
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
        case let .unknownCurrency(code): (.unknownCurrency, Values(currency: code))  // example
        }
    }
}

extension Components.Schemas.ProblemCode {
    /// The HTTP status a problem with this code is answered with.
    public var status: Int {
        switch self {
        case .badRequest, .invalidEmail, .emptyPassword, .fieldRequired, .fieldTooShort, .fieldTooLong, .fieldOutOfRange,
            .fieldNulCharacter:
            400
        case .unauthenticated, .invalidCredentials: 401
        case .notFound: 404
        case .itemNotFound: 404  // example
        case .insufficientFunds, .alreadySold, .currencyMismatch: 409  // example
        case .idempotencyKeyReused: 422  // example
        case .tooManyRequests: 429
        case .unavailable, .busy, .storeBusy, .storeReadOnly, .storeDiskFull, .storeCorrupt, .storeNewerSchema, .storeIoFailure: 503
        case .unknownCurrency, .outcomeUnknown: 503  // example
        }
    }

    /// A short, stable summary of the problem (RFC 9457's `title`); the error's own words go in `detail`.
    public var title: String {
        switch self {
        case .badRequest: "Bad request"
        case .unauthenticated: "Not signed in"
        case .tooManyRequests: "Too many requests"
        case .invalidCredentials: "Wrong email or password"
        case .invalidEmail: "Invalid email address"
        case .emptyPassword: "Empty password"
        case .notFound: "Not found"
        case .itemNotFound: "Not found"  // example
        case .unavailable: "Service unavailable"
        case .busy: "Busy"
        case .storeBusy: "Database busy"
        case .storeReadOnly: "Database read-only"
        case .storeDiskFull: "Disk full"
        case .storeCorrupt: "Database damaged"
        case .storeNewerSchema: "Database from a newer version"
        case .storeIoFailure: "Database I/O failure"
        case .unknownCurrency: "Unknown currency"  // example
        case .insufficientFunds: "Insufficient balance"  // example
        case .alreadySold: "Already sold"  // example
        case .currencyMismatch: "Currency mismatch"  // example
        case .idempotencyKeyReused: "Idempotency key reused"  // example
        case .outcomeUnknown: "Outcome unknown"  // example
        case .fieldRequired: "Field required"
        case .fieldTooShort: "Field too short"
        case .fieldTooLong: "Field too long"
        case .fieldOutOfRange: "Field out of range"
        case .fieldNulCharacter: "Field holds a NUL character"
        }
    }
}
