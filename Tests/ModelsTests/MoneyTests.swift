import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct MoneyTests {
    @Test(arguments: [
        (Money.yen(10_000), "¥10,000"), (Money.yen(0), "¥0"), (Money.yen(999), "¥999"), (Money.yen(1_000), "¥1,000"),
        (Money.yen(-500), "-¥500"), (Money.yen(1_234_567), "¥1,234,567"),
        (Money(minorUnits: 1_250, currency: .usd), "$12.50"), (Money(minorUnits: 5, currency: .usd), "$0.05"),
    ])
    func formatsIndependentOfTheLocale(money: Money, text: String) {
        #expect(money.description == text)
    }

    @Test func arithmeticStaysInOneCurrencyAndNeverOverflows() {
        #expect(Money.yen(10_000).subtracting(.yen(1_200)) == .yen(8_800))
        #expect(Money.yen(1).adding(.yen(2)) == .yen(3))
        #expect(Money.yen(1).adding(Money(minorUnits: 1, currency: .usd)) == nil)
        #expect(Money.yen(.max).adding(.yen(1)) == nil)
        #expect(Money.yen(.min).subtracting(.yen(1)) == nil)
    }

    @Test func amountsOfDifferentCurrenciesOrderByCurrencyCodeWhateverTheAmount() {
        let dollars = Money(minorUnits: 1, currency: .usd)
        #expect(Money.yen(1_000_000) < dollars, "JPY comes before USD, however many yen")
        #expect(!(dollars < Money.yen(1)))
        #expect([dollars, .yen(5), .yen(2)].sorted() == [.yen(2), .yen(5), dollars])
    }

    @Test func ordersByAmountWithinACurrency() {
        #expect(Money.yen(1) < .yen(2))
        #expect(!(Money.yen(2) < .yen(2)))
        #expect(Currency(code: "JPY") == .jpy)
        #expect(Currency(code: "XXX") == nil)
    }

    @Test(arguments: [
        ("1000", Money.yen(1_000)), ("1,000", .yen(1_000)), ("¥1,234,567", .yen(1_234_567)), ("0", .yen(0)), ("-¥500", .yen(-500)),
        ("123", .yen(123)),
    ])
    func parsesAnAmountAsAPersonTypesItInYen(text: String, money: Money) {
        #expect(Money(parsing: text, currency: .jpy) == money)
    }

    @Test(arguments: [("3.50", 350), ("$3.5", 350), ("3", 300), ("1,000.05", 100_005), ("$0.01", 1)])
    func parsesDollarsWithUpToTwoDigitsOfCents(text: String, cents: Int64) {
        #expect(Money(parsing: text, currency: .usd) == Money(minorUnits: cents, currency: .usd))
    }

    /// Yen has no minor unit, so `10.5` is no amount of yen (too many digits after the point); nor is a number
    /// grouped oddly, a sign after the symbol, another currency's symbol (not an amount), or an amount too
    /// large to keep.
    @Test(arguments: [
        ("10.5", Money.ParsingProblem.tooManyFractionDigits), ("1.", .notAnAmount), ("", .notAnAmount), ("-", .notAnAmount),
        ("¥", .notAnAmount), ("1,00", .notAnAmount), ("10,0000", .notAnAmount), (",100", .notAnAmount), ("1 000", .notAnAmount),
        ("+5", .notAnAmount), ("¥-5", .notAnAmount), ("$5", .notAnAmount), ("5¥", .notAnAmount), ("abc", .notAnAmount),
        ("1e3", .notAnAmount), ("١٢", .notAnAmount), ("99999999999999999999", .tooLarge),
    ])
    func refusesWhatIsNotAnAmountOfYenAndSaysWhy(text: String, problem: Money.ParsingProblem) {
        #expect(Money(parsing: text, currency: .jpy) == nil)
        #expect(Money.parsing(text, currency: .jpy) == .failure(problem))
    }

    @Test func refusesMoreCentsThanTheDollarHas() {
        #expect(Money.parsing("3.505", currency: .usd) == .failure(.tooManyFractionDigits))
        #expect(Money(parsing: "92233720368547758.07", currency: .usd) == Money(minorUnits: .max, currency: .usd))
        #expect(Money.parsing("92233720368547758.08", currency: .usd) == .failure(.tooLarge))
    }

    @Test func anAmountReadsBackAsItIsShown() {
        for money in [Money.yen(1_234_567), .yen(-500), Money(minorUnits: 1_250, currency: .usd)] {
            #expect(Money(parsing: money.description, currency: money.currency) == money)
        }
    }
}
