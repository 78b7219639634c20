/// Every sentence of Models in English: the errors a person can be shown.
extension LoginError {
    public var english: String {
        switch self {
        case .invalidCredentials: "Wrong email or password."
        case .invalidEmail: "That is not a valid email address."
        case .emptyPassword: "Enter a password."
        case .serviceUnavailable: "The account service is unavailable. Try again."
        case let .tooManyAttempts(seconds):
            "Too many failed logins. Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
        }
    }
}

extension SessionError {
    public var english: String {
        switch self {
        case .notSignedIn: "Your session has ended (it expired, or you logged out). Log in again."
        case .notEndedOnServer:
            "Logged out here, but the server did not answer, so your session there stays open until it expires (30 days)."
        }
    }
}

extension ServiceError {
    public var english: String {
        switch self {
        case .notFound: "Not found."
        case .unavailable: "The service is unavailable. Try again."
        case let .store(error): error.english
        case let .unreachable(server): "Cannot reach the server at \(server). Check that it is running, then try again."
        case let .busy(seconds): "The service is busy. Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
        case let .outcomeUnknown(server?):
            "The server at \(server) gave no answer that says whether it was done, so it is not known. Look before you try again."
        case .outcomeUnknown(nil):
            "The database stopped answering before it said whether it was done, so it is not known. Look before you try again."
        case .idempotencyKeyReused:
            "This request's key was already used for another one. Nothing was done; send a new key for a new request."
        }
    }
}

extension StoreError {
    public var english: String {
        switch self {
        case .busy:
            "The database is locked by another program (another Bazaar?) and stayed locked too long. Try again when it is done."
        case .readOnly:
            "The database file is read-only, so nothing can be saved. To save, make the file writable (chmod u+w)."
        case .diskFull:
            "The disk is full, so nothing could be saved. Free some space and try again."
        case .corrupt:
            "The database file is damaged (SQLite reports it malformed). Restore it from a backup or use another file."
        case .newerSchema:
            "The database was written by a newer version of Bazaar. Use that version; this one leaves the file alone."
        case .ioFailure:
            "The database file could not be read or written (an I/O error). Check the disk and try again."
        case let .unknownCurrency(code):
            "An amount is in '\(code)', a currency this version of Bazaar does not know, so it cannot be used. "
                + "Choose another, or update Bazaar."
        }
    }
}

extension FieldError {
    public var english: String {
        switch self {
        case let .required(field): "The \(field.english) is required."
        case let .tooShort(field, minimum): "The \(field.english) must be at least \(minimum) characters."
        case let .tooLong(field, maximum): "The \(field.english) can be at most \(maximum) characters."
        case let .outOfRange(field, range): "The \(field.english) must be from \(range.lowerBound) to \(range.upperBound)."
        case let .amountOutOfRange(field, range): "The \(field.english) must be from \(range.lowerBound) to \(range.upperBound)."
        case let .nulCharacter(field): "The \(field.english) cannot hold a NUL character."
        case let .malformed(field):
            "The \(field.english) is not of its kind (text, a whole number, yes or no, a day written YYYY-MM-DD)."
        case let .noSuchDay(field): "The \(field.english) is no day of the calendar."
        }
    }
}

/// Why a server address cannot be used, in English.
extension ServerAddress.Problem {
    public var english: String {
        switch self {
        case let .notAURL(text): "'\(text)' is not a server URL; give one such as http://127.0.0.1:8080 or https://bazaar.example.com."
        case let .unsupportedScheme(scheme): "The server URL must start with http:// or https://, not \(scheme)://."
        case .credentialsInURL: "The server URL must not hold a user name or password; log in at the login screen instead."
        case let .insecure(host):
            "Plain http:// would send your password to \(host) unencrypted; use https://, or --allow-insecure-http if you must."
        case .queryOrFragment: "The server URL must not hold a query or fragment (?… or #…); give the address its paths start from."
        }
    }
}
