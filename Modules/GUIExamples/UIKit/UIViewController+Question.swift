import Models
import Presenters

#if canImport(UIKit)
    import UIKit
#endif

extension UIViewController {
    /// Asks a presenter's `Question` the UIKit way, and answers it when the user taps: a confirmation as
    /// an alert with Cancel and Yes, a secret with a secure text field. Nothing waits for the user.
    func ask(_ question: Question) {
        let alert = UIAlertController(title: question.prompt, message: nil, preferredStyle: .alert)
        switch question.kind {
        case .confirmation:
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in question.answer(false) })
            alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in question.answer(true) })
        case .secret:
            alert.addTextField { field in field.isSecureTextEntry = true }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in question.cancel() })
            alert.addAction(
                UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
                    question.answer(secret: Password(alert?.textFields?.first?.text ?? ""))
                })
        }
        present(alert, animated: true)
    }
}
