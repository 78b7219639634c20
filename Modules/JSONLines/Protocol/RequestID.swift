/// The optional `id` of a request, echoed unchanged in every event of its response: a string or an integer.
public enum RequestID: Equatable, Hashable, Sendable {
    case string(String)
    case integer(Int64)

    /// The id as it is written back.
    var json: JSONValue {
        switch self {
        case let .string(text): .string(text)
        case let .integer(number): .integer(number)
        }
    }
}
