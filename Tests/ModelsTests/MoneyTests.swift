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
}
