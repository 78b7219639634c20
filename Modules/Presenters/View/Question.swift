public import Models

/// Something a presenter asks the user, answered later and exactly once: a yes-or-no confirmation
/// ("Discard the changes?") or a secret (the password, read without echo).
///
/// The presenter makes it with the closure that takes the answer and hands it to `ScreenView.ask(_:)`;
/// the view shows it and, when the user has answered, calls one of the `answer` methods. Answers after
/// the first are ignored.
@MainActor
public final class Question {
    /// What kind of answer is wanted.
    public enum Kind: Equatable, Sendable {
        /// Yes or no; anything but an explicit yes is no.
        case confirmation
        /// A secret, never echoed, logged or recorded.
        case secret
    }

    public let kind: Kind
    /// What is asked, such as "Discard the changes?" or "Password: ".
    public let prompt: String
    /// Which question it is, stable for a program whatever the language (`ItemDetail.confirmPurchase`).
    public let code: String
    private var confirmed: ((Bool) -> Void)?
    private var revealed: ((Password?) -> Void)?

    private init(kind: Kind, prompt: String, code: String) {
        self.kind = kind
        self.prompt = prompt
        self.code = code
    }

    /// A yes-or-no question; `then` gets `true` only for an explicit yes.
    public static func confirmation(_ prompt: String, code: String, then: @escaping (Bool) -> Void) -> Question {
        let question = Question(kind: .confirmation, prompt: prompt, code: code)
        question.confirmed = then
        return question
    }

    /// A request for a secret; `then` gets it, or `nil` when the user gave none (cancelled, or input ended).
    public static func secret(_ prompt: String, code: String, then: @escaping (Password?) -> Void) -> Question {
        let question = Question(kind: .secret, prompt: prompt, code: code)
        question.revealed = then
        return question
    }

    /// The answers a text front end accepts for a confirmation: the first of each pair is the one it offers.
    public static let yesAnswers = ["yes", "y", "はい"]
    public static let noAnswers = ["no", "n", "いいえ"]

    /// What the user typed, as the answers are compared: spaces around ignored, in any case or width (`ＹＥＳ`).
    public static func answerWord(_ text: String) -> String { text.trimmingWhitespace().narrowingFullWidthASCII().lowercased() }

    /// Whether it has been answered.
    public var isAnswered: Bool { confirmed == nil && revealed == nil }

    /// Answers a confirmation (`yes`), or a secret question with no secret.
    public func answer(_ yes: Bool) {
        if let confirmed = take() { confirmed(yes) } else { reveal(nil) }
    }

    /// Answers with what the user typed: for a confirmation, yes only for `y`, `yes` or `はい` (any case or width,
    /// spaces around ignored); for a secret, the text itself.
    public func answer(text: String) {
        switch kind {
        case .confirmation: answer(Question.yesAnswers.contains(Question.answerWord(text)))
        case .secret: reveal(Password(text))
        }
    }

    /// Answers a secret question with `secret` (a confirmation takes it as no).
    public func answer(secret: Password?) {
        switch kind {
        case .confirmation: answer(false)
        case .secret: reveal(secret)
        }
    }

    /// The user declined, cancelled or input ended: no, or no secret.
    public func cancel() {
        answer(false)
    }

    private func take() -> ((Bool) -> Void)? {
        defer { confirmed = nil }
        return confirmed
    }

    private func reveal(_ secret: Password?) {
        guard let revealed else { return }
        self.revealed = nil
        revealed(secret)
    }
}
