import Models

/// Every sentence of the text shell in English.
extension ShellWords {
    public var english: String {
        switch self {
        case .helpSummary: "Show the commands you can use here."
        case .whereSummary: "Show where you are: the navigation stack."
        case .quitSummary: "Leave Bazaar."
        case .backSummary: "Go back to the previous screen."
        case .homeSummary: "Go to the home screen."
        case .openSummary: "Jump to a screen by its path, such as home (Tab lists them)."
        case .logoutSummary: "Log out and return to the login screen."
        case .commandHeader: "Command"
        case .whatItDoesHeader: "What it does"
        case let .firstScreen(location): "You are on \(location), the first screen: there is nothing to go back to."
        case .alreadyHome: "You are already home."
        case let .unknownPath(path, paths): "Unknown path '\(path)'. Paths: \(paths.joined(separator: ", "))."
        case .loggedOut: "Logged out."
        case let .logInFirst(command): "Log in first: \(command) is for signed-in users."
        case .notLoggedIn: "You are not logged in."
        }
    }
}

extension CommandError {
    public var english: String {
        switch self {
        case let .unknown(suggestion?): "Unknown command. Did you mean '\(suggestion)'?"
        case .unknown(nil): "Unknown command. Type 'help' to see the commands."
        case let .usage(command, usage, problem): "\(command): \(problem.english). Usage: \(usage)"
        }
    }
}

extension UsageProblem {
    var english: String {
        switch self {
        case let .missing(argument): "missing \(argument)"
        case let .outOfRange(argument): "\(argument) is out of range"
        case let .notANumber(argument): "\(argument) must be a number"
        case let .notYesOrNo(argument): "\(argument) must be yes or no"
        case let .notADate(argument): "\(argument) must be a date written YYYY-MM-DD, such as 2026-11-27"
        case let .noSuchDay(argument): "\(argument) is no day of the calendar (written YYYY-MM-DD, such as 2026-11-27)"
        case let .notAnAmount(argument, currency): "\(argument) must be an amount, such as \(currency.typedExample)"
        case let .tooManyFractionDigits(argument, currency):
            currency.minorUnitDigits == 0
                ? "\(argument) must be whole: \(currency.code) has no fraction (such as \(currency.typedExample))"
                : "\(argument) has at most \(currency.minorUnitDigits) digits after the point in \(currency.code) (such as \(currency.typedExample))"
        case .tooManyWords: "too many words"
        case .unclosedQuote: "a quote is not closed (put words with spaces in \"double\" or 'single' quotes)"
        case let .tooManyWordsForSecret(command): "too many words (type '\(command)' alone to be asked for it)"
        }
    }
}

extension LineProblem {
    public var english: String {
        switch self {
        case let .tooLong(bytes): "Line too long (\(bytes) bytes); the limit is \(LineProblem.maximumBytes) bytes."
        case .invalidUTF8: "Line is not valid UTF-8; it was ignored."
        case .controlCharacters: "Line contains control characters; it was ignored."
        }
    }
}
