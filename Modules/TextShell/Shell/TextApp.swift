public import Coordinator
public import Models
public import Presenters
public import UseCases
public import ViewModels

/// The app as a text front end runs it, put together one way everywhere: the terminal (`Console`), JSON
/// Lines and every test that drives the app with lines build this, never the parts by hand.
///
/// One `Effects` is the root of every screen's work: the coordinator cancels a screen's scope when it
/// goes, and the shell waits for (`settle`) or cancels (Ctrl-C) what is left. A GUI builds the coordinator
/// alone on its own `ScreenView` and calls presenters and the `Navigator` itself: it needs no shell.
@MainActor
public struct TextApp {
    public let effects: Effects
    /// Decides where each request goes; the shell drives it as a `Navigator`.
    public let coordinator: AppCoordinator
    /// Turns each typed line into a command on the screen shown, or a move between screens.
    public let shell: CommandShell

    /// Builds the app on `environment` (live use cases, or a test's), speaking `language`, with each feature's
    /// `screens`, drawing on `view`.
    public init(
        environment: UseCaseEnvironment, language: Language, features screens: [FeatureScreens], effects: Effects,
        view: any ScreenView
    ) {
        self.effects = effects
        coordinator = AppCoordinator(environment: environment, language: language, features: screens, effects: effects, view: view)
        shell = CommandShell(navigator: coordinator, language: language, effects: effects, view: view)
    }

    /// Shows the first screen (login).
    public func start() {
        coordinator.start()
    }
}
