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
