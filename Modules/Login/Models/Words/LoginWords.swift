public import Models

/// Every word of the login screen, whichever layer says it (its view model's messages, its presenter's title
/// and lines, its commands' help in a text front end); `English+Login.swift` and `Japanese+Login.swift` say each
/// one. `language.say(LoginWords.title)` picks them in any of the tree's modules.
public enum LoginWords: Words, Equatable {
    // MARK: - View model

    case loggingIn
    case logIn
    case cancelled

    // MARK: - Presenter

    case title
    case email(String)
    case passwordPrompt
    case noPasswordEntered
    case passwordSet

    // MARK: - Commands in a text front end

    case emailSummary
    case passwordSummary
    case submitSummary
    case howTo
    case ready
}
