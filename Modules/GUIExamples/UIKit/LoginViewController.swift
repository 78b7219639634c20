import Foundation
import LoginViewModels
import Models
import ViewModels

#if canImport(UIKit)
    import UIKit
#endif

/// The login screen in UIKit, bound to the same `LoginViewModel` the terminal drives: `bindViewModel()`
/// assigns every output with `[weak self]`, then the view tells the view model it loaded.
final class LoginViewController: UIViewController {
    private let viewModel: any LoginViewModelType
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton(type: .system)
    let activity = UIActivityIndicatorView(style: .medium)
    /// Called with the session when login succeeds; the app's coordinator decides what comes next.
    var onLoggedIn: ((Session) -> Void)?

    init(viewModel: any LoginViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true
        submitButton.setTitle("Log in", for: .normal)
        emailField.addAction(
            UIAction { [weak self] _ in self?.viewModel.inputs.emailChanged(self?.emailField.text ?? "") }, for: .editingChanged)
        passwordField.addAction(
            UIAction { [weak self] _ in self?.viewModel.inputs.passwordChanged(Password(self?.passwordField.text ?? "")) },
            for: .editingChanged)
        submitButton.addAction(UIAction { [weak self] _ in self?.viewModel.inputs.submitTapped() }, for: .touchUpInside)
        bindViewModel()
        viewModel.inputs.viewDidLoad()
    }

    private func bindViewModel() {
        let outputs = viewModel.outputs
        outputs.isFormValid = { [weak self] isValid in self?.submitButton.isEnabled = isValid }
        outputs.showHUD = { [weak self] _ in self?.activity.startAnimating() }
        outputs.dismissHUD = { [weak self] in self?.activity.stopAnimating() }
        outputs.succeeded = { [weak self] session in self?.onLoggedIn?(session) }
        outputs.showAlert = { [weak self] message in
            let alert = UIAlertController(title: "Could not log in", message: message.text, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            self?.present(alert, animated: true)
        }
    }
}
