import Models

/// The worked example's part of home: the balance, as one field.
extension HomePresenter {
    func showBalance(_ money: Money) {
        view?.show(.fields([Display.Field(language.say(.balance), .money(money))]))
    }
}
