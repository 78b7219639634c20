/// An error whose `description` is the whole of what a person is told: what happened and what to do, in
/// one line ("Wrong email or password. Check both and try again."). A screen shows it as it is, where it
/// would wrap any other failure in its own words (`FailureMessage` in ViewModels).
public protocol ExplainedError: Error, CustomStringConvertible {}
