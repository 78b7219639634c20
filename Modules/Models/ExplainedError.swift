/// An error whose words are the whole of what a person is told: what happened and what to do, in one line
/// ("Wrong email or password."). A screen shows it as it is, where it would wrap any other failure in its own
/// words (`FailureMessage` in ViewModels). Its `description` is its English, for logs and servers.
public protocol ExplainedError: Error, Words, CustomStringConvertible {}

extension ExplainedError {
    public var description: String { english }
}
