import Models

/// Parses `open PATH` into the whole stack a user would have walked to reach it.
public enum DeepLink {
    /// Why a path cannot be opened.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case unknownPath(String)
        case notLoggedIn(String)

        public var description: String {
            switch self {
            case let .unknownPath(path):
                "Unknown path '\(path)'. Paths: \(DeepLink.examples.joined(separator: ", "))."
            case let .notLoggedIn(path):
                "Log in first to open '\(path)'."
            }
        }
    }

    /// The shapes of path `open` accepts.
    public static let examples = ["home", "items", "items/ID", "transactions", "transactions/ID"]

    /// The stack for `path`, starting at home: `items/3` is `[.home, .items, .item(3)]`.
    /// Leading and trailing slashes are ignored; ids are positive whole numbers.
    public static func stack(for path: String) -> Result<[Route], Problem> {
        let parts = path.lowercased().split(separator: "/").map(String.init)
        func id(_ text: String) -> Int64? { Int64(text).flatMap { $0 > 0 ? $0 : nil } }
        switch parts.count {
        case 1 where parts[0] == "home":
            return .success([.home])
        case 1 where parts[0] == "items":
            return .success([.home, .items])
        case 1 where parts[0] == "transactions":
            return .success([.home, .transactions])
        case 2 where parts[0] == "items":
            guard let id = id(parts[1]) else { break }
            return .success([.home, .items, .item(Item.ID(id))])
        case 2 where parts[0] == "transactions":
            guard let id = id(parts[1]) else { break }
            return .success([.home, .transactions, .transaction(Transaction.ID(id))])
        default:
            break
        }
        return .failure(.unknownPath(path))
    }
}
