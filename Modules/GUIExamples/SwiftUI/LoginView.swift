import LoginPresenters
import Presenters

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The login screen in SwiftUI, driving the same `LoginPresenter` as the terminal: buttons send its typed
/// commands, and the password is asked as a secret question, answered in an alert with a secure field.
struct LoginView: View {
    let presenter: LoginPresenter
    let model: ScreenModel
    @State private var email = ""
    @State private var secret = ""

    var body: some View {
        VStack {
            ForEach(model.displays.indices, id: \.self) { index in Text(model.displays[index].text) }
            TextField("Email", text: $email)
            Button("Use this email") { presenter.perform(.email(email)) }
            Button("Password…") { presenter.perform(.password(nil)) }
            Button("Log in") { presenter.perform(.submit) }
            if let busy = model.busy { ProgressView(busy) }
        }
        .alert(model.question?.prompt ?? "", isPresented: isAsking) {
            SecureField("Password", text: $secret)
            Button("OK") { model.answer(secret) }
            Button("Cancel", role: .cancel) { model.dismissQuestion() }
        }
        .onAppear { presenter.attach(model) }
    }

    private var isAsking: Binding<Bool> {
        Binding(get: { model.question != nil }, set: { if !$0 { model.dismissQuestion() } })
    }
}
