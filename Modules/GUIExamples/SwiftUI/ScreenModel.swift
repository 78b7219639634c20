import Observation
import Presenters

/// A `ScreenView` for SwiftUI: what a presenter shows becomes observable state that a view draws, and
/// its question waits in `question` until the view answers it.
@MainActor
@Observable
final class ScreenModel: ScreenView {
    private(set) var displays: [Display] = []
    private(set) var busy: String?
    private(set) var title = ""
    /// The question the presenter asked and the user has not answered yet.
    private(set) var question: Question?

    func show(_ display: Display) { displays.append(display) }
    func setBusy(_ label: String?) { busy = label }
    func screenDidAppear(path: String, title: String) { self.title = title }

    func ask(_ question: Question) {
        self.question?.cancel()
        self.question = question
    }

    /// Answers the question with what the user typed (or tapped: `yes`, `no`) and puts it away.
    func answer(_ text: String) {
        question?.answer(text: text)
        question = nil
    }

    /// The user dismissed the question: no, or no secret.
    func dismissQuestion() {
        question?.cancel()
        question = nil
    }
}
