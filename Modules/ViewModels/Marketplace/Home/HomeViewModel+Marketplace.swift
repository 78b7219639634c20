public import Models
import UseCases

/// What the home view model of the worked example tells its view besides the greeting: the wallet.
@MainActor
public protocol HomeWalletOutputs: AnyObject {
    /// The balance as it stands now; emitted on load, and on reappearing only when it changed.
    var balance: ((Money) -> Void)? { get set }
    /// Something went wrong, with a one-line message.
    var showAlert: ((Alert) -> Void)? { get set }
}

/// The worked example's part of home: the balance, loaded each time home appears.
extension HomeViewModel {
    func loadBalance(of user: User.ID) {
        let wallet = wallet
        loading.perform({ try await wallet.balance(user) }) { [weak self] in self?.balanceLoaded($0) }
    }

    private func balanceLoaded(_ result: Result<Money, any Error>) {
        switch result {
        case let .success(money):
            guard money != shownBalance else { return }
            shownBalance = money
            balance?(money)
        case let .failure(error):
            showAlert?(FailureMessage.text(error, couldNot: .loadBalance, cancelled: .balanceLoadingCancelled, in: language))
        }
    }
}
