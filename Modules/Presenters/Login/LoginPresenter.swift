import Models
public import ViewModels

/// Drives the login screen: `email`, `password` and `submit` become view-model inputs, and the
/// view model's outputs become lines on the view and, on success, the `loggedIn` route.
@MainActor
public final class LoginPresenter: ScreenPresenter {
    private let viewModel: any LoginViewModelType
    private weak var view: (any View)?
    public var onRoute: ((RouteRequest) -> Void)?

    public init(viewModel: any LoginViewModelType) {
        self.viewModel = viewModel
    }

    public let commands = [
        CommandSpec("email", arguments: [ArgumentSpec("ADDRESS")], summary: "Set the email address to log in with."),
        CommandSpec(
            "password",
            arguments: [ArgumentSpec("SECRET", isOptional: true, isSecret: true)],
            summary: "Set the password (asked for without echo when not given)."
        ),
        CommandSpec("submit", aliases: ["login"], summary: "Log in with the email and password set."),
    ]

    public func attach(_ view: any View) {
        self.view = view
        let outputs = viewModel.outputs
        outputs.isFormValid = { [weak self] isValid in
            if isValid { self?.view?.show(.line("Ready: type 'submit' to log in.")) }
        }
        outputs.isLoading = { [weak self] isLoading in
            self?.view?.setBusy(isLoading ? "Logging in…" : nil)
        }
        outputs.loginSucceeded = { [weak self] session in
            self?.onRoute?(.loggedIn(session))
        }
        outputs.loginFailed = { [weak self] message in
            self?.view?.show(.error(message))
        }
        view.show(.heading("Log in"))
        view.show(.line("Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command."))
        viewModel.inputs.viewDidLoad()
    }

    public func perform(_ command: ParsedCommand) {
        switch command.name {
        case "email":
            view?.show(.line("Email: \(command.arguments[0])"))
            viewModel.inputs.emailChanged(command.arguments[0])
        case "password":
            guard let secret = command.arguments.first ?? view?.readSecret(prompt: "Password: ") else {
                view?.show(.error("No password entered."))
                return
            }
            view?.show(.line("Password set."))
            viewModel.inputs.passwordChanged(Password(secret))
        case "submit":
            viewModel.inputs.submitTapped()
        default:
            assertionFailure("LoginPresenter has no command \(command.name)")
        }
    }
}
