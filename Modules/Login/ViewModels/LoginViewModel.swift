import LoginModels
public import Models
public import UseCases
public import ViewModels

/// What the login view tells its view model.
@MainActor
public protocol LoginViewModelInputs: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user typed an email address.
    func emailChanged(_ email: String)
    /// The user typed a password.
    func passwordChanged(_ password: Password)
    /// The user asked to log in.
    func submitTapped()
}

/// What the login view model tells its view to do. Its refusal: the attempt failed, with a one-line reason.
@MainActor
public protocol LoginViewModelOutputs: HUDOutputs, RefusalOutputs {
    /// Whether the form can be submitted; emitted on load and whenever it changes.
    var isFormValid: ((Bool) -> Void)? { get set }
    /// The credentials were right: here is the session.
    var succeeded: ((Session) -> Void)? { get set }
}

/// The login view model, seen as its inputs and outputs.
@MainActor
public protocol LoginViewModelType: AnyObject {
    var inputs: any LoginViewModelInputs { get }
    var outputs: any LoginViewModelOutputs { get }
}

/// Validates the login form and logs in through `LoginUseCase`.
@MainActor
public final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
    private let login: LoginUseCase
    private let language: Language
    private let attempt: LatestEffect
    private var email = ""
    private var password = Password("")
    private var lastValidity: Bool?

    public init(login: LoginUseCase, language: Language, effects: Effects) {
        self.language = language
        self.login = login
        self.attempt = LatestEffect(effects)
    }

    public var inputs: any LoginViewModelInputs { self }
    public var outputs: any LoginViewModelOutputs { self }

    // MARK: Inputs

    public func viewDidLoad() {
        publishValidity()
    }

    public func emailChanged(_ email: String) {
        self.email = email
        publishValidity()
    }

    public func passwordChanged(_ password: Password) {
        self.password = password
        publishValidity()
    }

    public func submitTapped() {
        guard !attempt.isRunning else { return }
        if let problem = formProblem {
            showAlert?(language.alert(problem))
            return
        }
        showHUD?(language.say(LoginWords.loggingIn))
        let (login, email, password) = (login, email, password)
        attempt.perform({ try await login.logIn(email, password) }) { [weak self] in self?.finish($0) }
    }

    // MARK: Outputs

    public var isFormValid: ((Bool) -> Void)?
    public var showHUD: ((String) -> Void)?
    public var dismissHUD: (() -> Void)?
    public var succeeded: ((Session) -> Void)?
    public var showAlert: ((Alert) -> Void)?

    // MARK: Private

    private var formProblem: LoginError? {
        if EmailAddress(email) == nil { return .invalidEmail }
        if password.isEmpty { return .emptyPassword }
        return nil
    }

    private func publishValidity() {
        let isValid = formProblem == nil
        guard isValid != lastValidity else { return }
        lastValidity = isValid
        isFormValid?(isValid)
    }

    private func finish(_ result: Result<Session, any Error>) {
        dismissHUD?()
        switch result {
        case let .success(session):
            // Sent and accepted: its bytes are overwritten (in every copy), not left for a core file or a
            // heap dump. After a failure it is kept for the next attempt (and wiped when replaced).
            password.wipe()
            password = Password("")
            succeeded?(session)
        case let .failure(error):
            showAlert?(
                FailureMessage.text(
                    error, couldNot: LoginWords.logIn, cancelled: LoginWords.cancelled, otherwise: LoginError.serviceUnavailable,
                    in: language))
        }
    }
}
