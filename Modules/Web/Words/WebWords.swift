public import Models

/// Every word the web front end adds to what the screens say (its links, buttons and notices), as a key;
/// `English.swift` and `Japanese.swift` say each one.
public enum WebWords: Words, Equatable {
    case home
    case logOut
    /// The language's own name, on the switch to it.
    case languageName
    case yes
    case no
    case send
    case cancel
    case commands
    case startPage
    case formExpired
    case methodNotAllowed
    case formTooLarge
    case requestUnreadable
    case noSuchPage
    case notOnThisScreen
}
