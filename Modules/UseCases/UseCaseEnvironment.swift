/// Every use case the app has, in one struct: what the screen factory builds view models from. Each view
/// model takes only the use cases it uses. A feature's use cases come as one bundle (`marketplace`), one
/// line here, set by each composition root.
///
/// The live values are assembled only in the App target (and by the server's and the remote client's
/// roots); tests start from `.unimplemented` (TestSupport) and set the ones they expect to be called.
public struct UseCaseEnvironment: Sendable {
    public var login: LoginUseCase
    public var marketplace = MarketplaceUseCases.notAssembled  // example
    // make feature: features go above this line

    public init(login: LoginUseCase) {
        self.login = login
    }
}
