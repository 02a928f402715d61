import Catalog
import Foundation
import Testing

/// A price's `Decimal` is built from its digits (issue 13: `Decimal` division was a visible part of
/// building every paywall model); it is the very value, representation and text of the division.
struct PriceDecimalTests {
  @Test func theDecimalIsTheMilliunitsOverAThousand() {
    for milliunits in Array(-3_000...3_000) + [
      0, 10, 100, 1_000, 2_990, 99_990, 450_000, 123_456_789_000, Int64.max, -Int64.max,
    ] {
      let price = Price(milliunits: milliunits)
      let divided = Decimal(milliunits) / Decimal(1000)
      #expect(price.decimal == divided, "\(milliunits)")
      #expect(price.decimal.description == divided.description, "\(milliunits)")
      #expect(price.decimal.exponent == divided.exponent && price.decimal.significand == divided.significand)
    }
    #expect(Price(milliunits: 2_990).decimal.description == "2.99")
    #expect(Price(milliunits: 450_000).decimal.description == "450")
  }
}
