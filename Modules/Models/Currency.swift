/// An ISO 4217 currency: its code, its symbol and how many digits its minor unit has.
public struct Currency: Hashable, Sendable, Codable {
    /// The three-letter ISO 4217 code, such as `JPY`.
    public var code: String
    /// The symbol shown before an amount, such as `¥`.
    public var symbol: String
    /// Digits after the decimal point: 0 for yen, 2 for dollars.
    public var minorUnitDigits: Int

    public init(code: String, symbol: String, minorUnitDigits: Int) {
        self.code = code
        self.symbol = symbol
        self.minorUnitDigits = minorUnitDigits
    }

    /// Japanese yen.
    public static let jpy = Currency(code: "JPY", symbol: "¥", minorUnitDigits: 0)
    /// US dollars.
    public static let usd = Currency(code: "USD", symbol: "$", minorUnitDigits: 2)

    /// The currency of the app's own amounts: every money field `make feature` writes (`amount:Money`) is
    /// typed, stored and served in it. An app in another currency changes this line (and its tests' samples).
    public static let app = Currency.jpy

    /// The currency for a code this app knows, or `nil`.
    public init?(code: String) {
        switch code {
        case Currency.jpy.code: self = .jpy
        case Currency.usd.code: self = .usd
        default: return nil
        }
    }
}
