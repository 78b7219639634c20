import Foundation
import Models

/// The one translation between the contract's schemas and the Models, both ways: the server answers with
/// `Components.Schemas.User(user)`; a client reads `user.model()` back. A value the Models cannot hold (a
/// currency the app does not know, an email that is not one) is an error a person can be told about.
extension Components.Schemas.User {
    public init(_ user: User) {
        self.init(id: user.id.rawValue, email: user.email.rawValue, displayName: user.displayName)
    }

    /// The user; throws `ServiceError.unavailable` when the email is not an address (a server that breaks
    /// the contract).
    public func model() throws -> User {
        guard let address = EmailAddress(email) else { throw ServiceError.unavailable }
        return User(id: User.ID(id), email: address, displayName: displayName)
    }
}

extension Page {
    /// The largest page size and total a client takes from a server, far above what one sends, so that
    /// counting pages cannot overflow.
    static var largestCount: Int64 { 1 << 40 }

    /// A page a server answered, with the page size and total it counted; throws `ServiceError.unavailable`
    /// for counts no server keeping the contract sends (a page size below 1, a negative or absurd total).
    public static func counted(elements: [Element], page: Int64, pageSize: Int64, totalCount: Int64) throws -> Page {
        guard page >= 1, (1...largestCount).contains(pageSize), (0...largestCount).contains(totalCount) else {
            throw ServiceError.unavailable
        }
        return Page(elements: elements, number: Int(page), size: Int(pageSize), totalCount: Int(totalCount))
    }
}
