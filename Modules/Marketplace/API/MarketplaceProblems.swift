public import API
import MarketplaceModels
import Models

/// The marketplace's problems, both ways: a purchase's refusals (the price and balance they were refused
/// on), and an amount in a currency the app does not know.
public enum MarketplaceProblems: FeatureProblems {
    public typealias Problem = Components.Schemas.Problem

    public static func problem(for error: any Error) -> Problem? {
        switch error {
        case let error as PurchaseError:
            switch error {
            case let .insufficientFunds(price, balance): priced(.insufficientFunds, error, price: price, balance: balance)
            case let .currencyMismatch(price, balance): priced(.currencyMismatch, error, price: price, balance: balance)
            case .alreadySold: problem(.alreadySold, describing: error)
            case .itemNotFound: problem(.itemNotFound, describing: error)
            case .serviceUnavailable: Problem(.unavailable, describing: error)
            // A store's refusal the marketplace words itself (an unknown currency), else the core's.
            case let .store(store): problem(for: store) ?? Problem(for: store)
            }
        case let StoreError.unknownCurrency(code), let ServiceError.store(.unknownCurrency(code)):
            withValues(problem(.unknownCurrency, describing: error)) { $0.currency = code }
        default: nil
        }
    }

    public static func error(of problem: Problem) -> (any Error)?? {
        let (price, balance) = (problem.price?.money, problem.balance?.money)
        switch problem.code {
        case .unknownCurrency: return .some(problem.currency.map { ServiceError.store(.unknownCurrency(code: $0)) })
        case .insufficientFunds:
            return .some(price.flatMap { price in balance.map { PurchaseError.insufficientFunds(price: price, balance: $0) } })
        case .currencyMismatch:
            return .some(price.flatMap { price in balance.map { PurchaseError.currencyMismatch(price: price, balance: $0) } })
        case .alreadySold: return .some(PurchaseError.alreadySold)
        case .itemNotFound: return .some(PurchaseError.itemNotFound)
        default: return nil
        }
    }

    public static func statusAndTitle(of code: Components.Schemas.ProblemCode) -> (status: Int, title: String)? {
        switch code {
        case .itemNotFound: (404, "Not found")
        case .insufficientFunds: (409, "Insufficient balance")
        case .alreadySold: (409, "Already sold")
        case .currencyMismatch: (409, "Currency mismatch")
        case .unknownCurrency: (503, "Unknown currency")
        default: nil
        }
    }

    private static func priced(_ code: Components.Schemas.ProblemCode, _ error: PurchaseError, price: Money, balance: Money) -> Problem {
        withValues(problem(code, describing: error)) {
            $0.price = Components.Schemas.Money(price)
            $0.balance = Components.Schemas.Money(balance)
        }
    }

    private static func withValues(_ problem: Problem, _ set: (inout Problem) -> Void) -> Problem {
        var problem = problem
        set(&problem)
        return problem
    }
}
