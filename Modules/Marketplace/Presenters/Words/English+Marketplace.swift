import MarketplaceModels
import Models

/// The marketplace's words in English.
extension MarketplacePresenterWords {
    public var english: String {
        switch self {
        case .item: "Item"
        case .seller: "Seller"
        case .price: "Price"
        case .status: "Status"
        case .paid: "Paid"
        case .amount: "Amount"
        case .balanceAfter: "Balance after"
        case .date: "Date"
        case .items: "Items"
        case let .itemTitle(id): "Item \(id)"
        case let .itemNumber(id): "#\(id)"
        case .sold: "Sold"
        case .available: "Available"
        case .browseItems: "Browse the items for sale."
        case .transactions: "Your transactions"
        case let .transactionTitle(id): "Transaction \(id)"
        case let .transactionNumber(id): "Transaction #\(id)"
        case .seePurchases: "See your purchases."
        }
    }
}
