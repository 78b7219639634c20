public import Coordinator
import LoginPresenters
import LoginViewModels
import UseCases

extension FeatureScreens {
    /// The login screen, which a signed-out person sees first, built on the environment's `login` use case.
    public static let login = FeatureScreens { context in
        let model = LoginViewModel(login: context.environment.login, language: context.language, effects: context.effects)
        return ScreenParts(LoginPresenter(viewModel: model, language: context.language), model)
    }
}
