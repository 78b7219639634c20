import MarketplaceModels
public import MarketplaceUseCases
import UseCases
public import ViewModels

/// The marketplace's part of home: the signed-in user's balance.
extension HomeSection {
    public static func wallet(_ wallet: WalletUseCase) -> Self {
        HomeSection(
            load: { user, language in [HomeFact(language.say(.balance), .money(try await wallet.balance(user)))] },
            failure: { error, language in
                FailureMessage.text(
                    error, couldNot: MarketplaceWords.loadBalance, cancelled: MarketplaceWords.balanceLoadingCancelled,
                    in: language)
            })
    }
}
