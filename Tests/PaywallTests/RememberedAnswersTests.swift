import Catalog
import Foundation
import Testing

@testable import Paywall

/// Answers the model and the rules remember process-wide are the answers they would work out again.
struct RememberedAnswersTests {
  @Test(arguments: [("59.99", "12"), ("6.99", "4.333333"), ("219.99", "365"), ("0", "7"), ("1", "3")])
  func aRememberedQuotientIsTheQuotient(dividend: String, divisor: String) {
    let left = Decimal(string: dividend)!
    let right = Decimal(string: divisor)!
    #expect(ExactQuotient.of(left, right) == left / right)
    #expect(ExactQuotient.of(left, right).description == (left / right).description)
    #expect(ExactQuotient.of(left, right) == ExactQuotient.of(left, right))
  }

  @Test func decimalsAreKeyedByTheirSpellingNotOnlyTheirValue() {
    let short = Decimal(sign: .plus, exponent: -1, significand: 15)
    let long = Decimal(sign: .plus, exponent: -2, significand: 150)
    #expect(ExactDecimal(short) == ExactDecimal(Decimal(sign: .plus, exponent: -1, significand: 15)))
    #expect(ExactDecimal(short) != ExactDecimal(Decimal(string: "2.5")!))
    #expect(ExactDecimal(Decimal(12)) != ExactDecimal(Decimal(13)))
    // Equal values written apart may or may not share a spelling; a key never says two values are one
    // unless they are.
    if ExactDecimal(short) == ExactDecimal(long) { #expect(short == long) }
  }

  @Test func periodPricesAreExact() {
    #expect(Period(1, .year).price(Decimal(string: "59.99")!, per: .month) == Decimal(string: "59.99")! / 12)
    #expect(Period(1, .month).price(Decimal(string: "6.99")!, per: .week) == Decimal(string: "6.99")! * 12 / 52)
    #expect(Period(1, .week).price(7, per: .day) == 1)
    #expect(PricePerUnit.perMonth(120, period: Period(1, .year)) == 10)
    #expect(PricePerUnit.derived(52, period: Period(1, .month))?.value == 12)
  }

  @Test func aRowIsCountedInCharacters() {
    #expect(PaywallSnapshot.characterCount("plain ASCII") == 11)
    #expect(PaywallSnapshot.characterCount("a\r\nb") == 3)
    #expect(PaywallSnapshot.characterCount("✓ Sync ✓") == 8)
    #expect(PaywallSnapshot.characterCount("e\u{301}te\u{301}") == 3)
    #expect(PaywallSnapshot.characterCount("ابحرم") == 5)
  }
}
