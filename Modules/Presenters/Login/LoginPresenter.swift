public import Models
public import ViewModels

/// Drives the login screen: `email`, `password` and `submit` become view-model inputs, and the view
/// model's outputs become lines on the view and, on success, the `loggedIn` request.
@MainActor
public final class LoginPresenter: ScreenPresenter {
    private let viewModel: any LoginViewModelType
    private weak var view: (any ScreenView)?
    public var onRequest: ((AuthRequest) -> Void)?

    private let language: Language
    public let title: String

    public init(viewModel: any LoginViewModelType, language: Language) {
        self.viewModel = viewModel
        self.language = language
        self.title = language.say(PresenterWords.logIn)
    }

    public func attach(_ view: any ScreenView) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.isFormValid = { [weak self] isValid in
            if isValid { self?.view?.show(.hint(.init(LoginCommand.Hint.ready))) }
        }
        IdiomSteps.bind(outputs, to: { [weak self] in self?.view })
        outputs.succeeded = { [weak self] session in self?.onRequest?(.loggedIn(session)) }
        view.show(.heading(title))
        view.show(.hint(.init(LoginCommand.Hint.howTo)))
        viewModel.inputs.viewDidLoad()
    }

    public func reappear() {
        view?.show(.heading(title))
    }

    public func perform(_ command: LoginCommand) {
        switch command {
        case let .email(address):
            view?.show(.line(language.say(.email(address))))
            viewModel.inputs.emailChanged(address)
        case let .password(secret?):
            setPassword(secret)
        case .password(nil):
            view?.ask(
                .secret(language.say(.passwordPrompt), code: LoginCommand.passwordQuestion) { [weak self] secret in
                    guard let secret else {
                        guard let self else { return }
                        self.view?.show(.error(self.language.alert(.noPasswordEntered)))
                        return
                    }
                    self?.setPassword(secret)
                })
        case .submit:
            viewModel.inputs.submitTapped()
        }
    }

    private func setPassword(_ secret: Password) {
        view?.show(.line(language.say(.passwordSet)))
        viewModel.inputs.passwordChanged(secret)
    }
}
