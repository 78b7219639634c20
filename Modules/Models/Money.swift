/// An amount of money in integer minor units of one currency; never floating point.
public struct Money: Hashable, Comparable, Sendable, Codable {
    /// The amount in the currency's minor units (for yen, whole yen).
    public var minorUnits: Int64
    /// The currency the amount is in.
    public var currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// An amount in Japanese yen, which has no minor unit below the yen.
    public static func yen(_ amount: Int64) -> Money {
        Money(minorUnits: amount, currency: .jpy)
    }

    /// An amount as a person types it in `currency`: digits, with the currency's symbol before them or not,
    /// commas between thousands or not, and at most as many digits after a point as the currency's minor unit
    /// has (`3.50` and `$3.5` in dollars; `1,000` and `¥1000` in yen, not `10.5`); `nil` for anything else or an
    /// amount too large to keep (`parsing(_:currency:)` says which). A minus sign before it all makes it negative.
    public init?(parsing text: String, currency: Currency) {
        guard case let .success(amount) = Self.parsing(text, currency: currency) else { return nil }
        self = amount
    }

    /// Why a typed amount is not one (see `parsing(_:currency:)`).
    public enum ParsingProblem: Error, Equatable, Sendable {
        /// Not written as an amount: `ten`, `1,00`, `¥`.
        case notAnAmount
        /// Written as one, with more digits after the point than the currency has: `10.5` yen, `3.505` dollars.
        case tooManyFractionDigits
        /// Written as one, too large to keep.
        case tooLarge
    }

    /// The amount `text` is in `currency`, typed as `init(parsing:currency:)` reads it, or why it is not one.
    public static func parsing(_ text: String, currency: Currency) -> Result<Money, ParsingProblem> {
        var rest = Substring(text)
        let isNegative = rest.first == "-"
        if isNegative { rest = rest.dropFirst() }
        if rest.hasPrefix(currency.symbol) { rest = rest.dropFirst(currency.symbol.count) }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        let fraction = parts.count == 2 ? parts[1] : ""
        // 1234 or 1,234 (each group after the first three digits); then nothing, or a point and at least a digit.
        let grouped = groups.count == 1 || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 })
        let digits = groups.joined() + fraction
        guard !parts[0].isEmpty, grouped, parts.count == 1 || !fraction.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return .failure(.notAnAmount) }
        guard fraction.count <= currency.minorUnitDigits else { return .failure(.tooManyFractionDigits) }
        let padded = fraction + String(repeating: "0", count: currency.minorUnitDigits - fraction.count)
        let scale = (0..<currency.minorUnitDigits).reduce(Int64(1)) { power, _ in power * 10 }
        guard let whole = Int64(groups.joined()) else { return .failure(.tooLarge) }
        let (scaled, overflowed) = whole.multipliedReportingOverflow(by: scale)
        let (sum, overflowedAgain) = scaled.addingReportingOverflow(Int64(padded) ?? 0)
        guard !overflowed, !overflowedAgain else { return .failure(.tooLarge) }
        return .success(Money(minorUnits: isNegative ? -sum : sum, currency: currency))
    }

    /// Zero in the given currency.
    public static func zero(_ currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    /// The sum, or `nil` when the currencies differ or the sum overflows.
    public func adding(_ other: Money) -> Money? {
        guard currency == other.currency else { return nil }
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        return overflow ? nil : Money(minorUnits: sum, currency: currency)
    }

    /// The difference, or `nil` when the currencies differ or the difference overflows.
    public func subtracting(_ other: Money) -> Money? {
        guard currency == other.currency else { return nil }
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        return overflow ? nil : Money(minorUnits: difference, currency: currency)
    }

    /// Orders amounts of one currency; amounts of different currencies order by currency code.
    public static func < (lhs: Money, rhs: Money) -> Bool {
        if lhs.currency != rhs.currency { return lhs.currency.code < rhs.currency.code }
        return lhs.minorUnits < rhs.minorUnits
    }
}

extension Money: CustomStringConvertible {
    /// The amount as a person reads it, independent of the machine's locale: `¥10,000`, `-¥500`, `$12.50`.
    public var description: String {
        let magnitude = minorUnits.magnitude
        let scale = UInt64(pow10(currency.minorUnitDigits))
        let whole = magnitude / scale
        let fraction = magnitude % scale
        var text = currency.symbol + Money.groupThousands(whole)
        if currency.minorUnitDigits > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: currency.minorUnitDigits - digits.count) + digits
        }
        return minorUnits < 0 ? "-" + text : text
    }

    private static func groupThousands(_ value: UInt64) -> String {
        let digits = String(value)
        let count = digits.utf8.count
        guard count > 3 else { return digits }
        var grouped: [UInt8] = []
        grouped.reserveCapacity(count + count / 3)
        for (index, digit) in digits.utf8.enumerated() {
            if index > 0 && (count - index) % 3 == 0 { grouped.append(UInt8(ascii: ",")) }
            grouped.append(digit)
        }
        return String(decoding: grouped, as: UTF8.self)
    }

    private func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }
}
