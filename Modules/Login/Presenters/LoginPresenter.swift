import LoginModels
public import LoginViewModels
public import Models
public import Presenters
import ViewModels

/// Drives the login screen: `email`, `password` and `submit` become view-model inputs, and the view
/// model's outputs become lines on the view and, on success, the `loggedIn` request.
@MainActor
public final class LoginPresenter: Presenter<any LoginViewModelType, AuthRequest>, ScreenPresenter {
    public init(viewModel: any LoginViewModelType, language: Language) {
        super.init(viewModel, language: language, title: language.say(LoginWords.title))
    }

    public func attach(_ view: any ScreenView) {
        let outputs = viewModel.outputs
        keep(view, binding: outputs)
        outputs.isFormValid = { [weak self] isValid in
            if isValid { self?.view?.show(.hint(.init(LoginCommand.Hint.ready))) }
        }
        outputs.succeeded = { [weak self] session in self?.onRequest?(.loggedIn(session)) }
        view.show(.heading(title))
        view.show(.hint(.init(LoginCommand.Hint.howTo)))
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: LoginCommand) {
        switch command {
        case let .email(address):
            view?.show(.line(language.say(LoginWords.email(address))))
            viewModel.inputs.emailChanged(address)
        case let .password(secret?):
            setPassword(secret)
        case .password(nil):
            view?.ask(
                .secret(language.say(LoginWords.passwordPrompt), code: LoginCommand.passwordQuestion) { [weak self] secret in
                    self?.setPassword(secret)
                })
        case .submit:
            viewModel.inputs.submitTapped()
        }
    }

    /// Sets the password given; none, or an empty one, is said so and leaves the one set before, if any.
    private func setPassword(_ secret: Password?) {
        guard let secret, !secret.isEmpty else { return view?.show(.error(language.alert(LoginWords.noPasswordEntered))) ?? () }
        view?.show(.line(language.say(LoginWords.passwordSet)))
        viewModel.inputs.passwordChanged(secret)
    }
}
