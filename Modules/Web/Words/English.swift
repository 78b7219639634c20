import Models

/// Every word of the web front end in English.
extension WebWords {
    public var english: String {
        switch self {
        case .home: "Home"
        case .logOut: "Log out"
        case .languageName: "English"
        case .yes: "Yes"
        case .no: "No"
        case .send: "Send"
        case .cancel: "Cancel"
        case .commands: "What you can do here"
        case .startPage: "Start again"
        case .formExpired: "This page has expired (it was open too long, or came from elsewhere). Nothing was done: start again."
        case .methodNotAllowed: "A page here is read with GET and its forms are sent with POST."
        case .formTooLarge: "That form was too large to read (over 64 KiB). Nothing was done: go back and send less."
        case .requestUnreadable: "That request could not be read (its address or form is not encoded as one). Nothing was done."
        case .noSuchPage: "There is no such page."
        case .notOnThisScreen: "That form is not on this screen any more; nothing was done. Here is the screen as it is now."
        }
    }
}
