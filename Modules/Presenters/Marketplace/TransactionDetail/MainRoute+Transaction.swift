import Models

extension MainRoute {
    /// The transaction this route shows: its id for `.transaction`, nil for every other route.
    var transactionID: Transaction.ID? { if case let .transaction(id) = self { id } else { nil } }
}
