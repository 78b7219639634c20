import Foundation
import LoginPresenters
import LoginViewModels
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@testable import GUIExamples

#if canImport(UIKit)
    import UIKit
#endif

/// The README's GUI examples, run against the real view models and presenters (with the UI frameworks
/// stubbed where they do not exist): the same core the terminal drives.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct GUIExamplesTests {
    let effects = Effects.watched()

    func login(_ logIn: @escaping @Sendable (String, Password) async throws -> Session) -> LoginUseCase {
        LoginUseCase(logIn: logIn)
    }

    #if !canImport(UIKit)
        @Test(.exhaustive) func theUIKitLoginBindsTheViewModelsOutputsAndSendsItsInputs() async throws {
            let controller = LoginViewController(
                viewModel: LoginViewModel(
                    login: login { _, password in
                        guard password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
                        return Fixtures.demoSession
                    }, language: .english, effects: effects))
            let sessions = OutputRecorder<Session>("onLoggedIn")
            controller.onLoggedIn = sessions.observer
            controller.loadViewIfNeeded()
            #expect(!controller.submitButton.isEnabled, "viewDidLoad reported an empty form")

            controller.emailField.text = "demo@bazaar.dev"
            controller.emailField.sendActions(for: .editingChanged)
            controller.passwordField.text = "nope"
            controller.passwordField.sendActions(for: .editingChanged)
            #expect(controller.submitButton.isEnabled)
            #expect(controller.passwordField.isSecureTextEntry)

            controller.submitButton.sendActions(for: .touchUpInside)
            #expect(controller.activity.isAnimating)
            await effects.waitUntilIdle()
            #expect(!controller.activity.isAnimating)
            let alert = try #require(controller.presentedViewController as? UIAlertController)
            #expect(alert.message == "Wrong email or password.")

            controller.passwordField.text = "bazaar-demo"
            controller.passwordField.sendActions(for: .editingChanged)
            controller.submitButton.sendActions(for: .touchUpInside)
            await effects.waitUntilIdle()
            sessions.assertValues([Fixtures.demoSession])
        }

        @Test func theUIKitSecretQuestionIsASecureFieldInAnAlert() throws {
            let controller = ScreenViewController { _ in }
            var answers: [Password?] = []
            controller.ask(.secret("Password: ", code: "Test.secret") { answers.append($0) })
            let alert = try #require(controller.presentedViewController as? UIAlertController)
            let field = try #require(alert.textFields?.first)
            #expect(field.isSecureTextEntry)
            field.text = "s3cret"
            let ok = try #require(alert.actions.last)
            ok.handler?(ok)
            #expect(answers == [Password("s3cret")])
        }
    #endif

    @Test func theSwiftUIModelHoldsTheSecretQuestionUntilTheViewAnswersIt() async {
        let model = ScreenModel()
        let passwords = CallLog<String>()
        let presenter = LoginPresenter(
            viewModel: LoginViewModel(
                login: login { _, password in
                    passwords.append(password.revealed)
                    return Fixtures.demoSession
                }, language: .english, effects: effects), language: .english)
        presenter.attach(model)
        #expect(model.displays.first == .heading("Log in"))

        presenter.perform(.email("demo@bazaar.dev"))
        presenter.perform(.password(nil))
        #expect(model.question?.kind == .secret)
        #expect(model.question?.prompt == "Password: ")

        model.answer("bazaar-demo")
        #expect(model.question == nil)
        #expect(model.displays.suffix(2) == [.line("Password set."), .hint(.init(LoginCommand.Hint.ready))])

        presenter.perform(.submit)
        #expect(model.busy == "Logging in…")
        await effects.waitUntilIdle()
        #expect(model.busy == nil)
        #expect(passwords.calls == ["bazaar-demo"])

        presenter.perform(.password(nil))
        model.dismissQuestion()
        #expect(model.displays.last == .error(Alert(code: "Login.noPasswordEntered", text: "No password entered.")))
        _ = LoginView(presenter: presenter, model: model).body
    }

    @Test(arguments: [
        "Modules/GUIExamples/UIKit/LoginViewController.swift", "Modules/GUIExamples/UIKit/UIViewController+Question.swift",
        "Modules/GUIExamples/SwiftUI/ScreenModel.swift", "Modules/GUIExamples/SwiftUI/LoginView.swift",
    ])
    func theGuideShowsEachExampleAsItIsCompiledHere(path: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let guide = try String(contentsOf: root.appendingPathComponent("docs/gui.md"), encoding: .utf8)
        let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let marker = "<!-- \(path) -->\n```swift\n"
        let start = try #require(guide.range(of: marker), "docs/gui.md has no block marked \(marker)")
        let end = try #require(guide[start.upperBound...].range(of: "```\n"))
        #expect(
            String(guide[start.upperBound..<end.lowerBound]) == file,
            "docs/gui.md's copy of \(path) differs from the file (make format copies it)")
    }
}
