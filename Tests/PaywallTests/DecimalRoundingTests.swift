import Foundation
import Testing

@testable import Paywall

/// `Decimal.rounded(_:_:)` gives what Foundation's `NSDecimalRound` gives (the values below are
/// NSDecimalRound's, from swift-corelibs-foundation), without linking Foundation into the app.
@Suite struct DecimalRoundingTests {
  static let cases: [(String, DecimalRounding, Int, String)] = [
    ("-1.35", .down, 0, "-2"), ("-1.35", .down, 1, "-1.4"), ("-1.35", .up, 0, "-1"), ("-1.35", .up, 1, "-1.3"),
    ("-1.35", .plain, 0, "-1"), ("-1.35", .plain, 1, "-1.4"), ("1.35", .down, 1, "1.3"), ("1.35", .up, 1, "1.4"),
    ("1.25", .plain, 1, "1.3"), ("-1.25", .plain, 1, "-1.3"), ("2.5", .plain, 0, "3"), ("-2.5", .plain, 0, "-3"),
    ("2.5", .down, 0, "2"), ("-2.5", .up, 0, "-2"), ("0.005", .up, 0, "1"), ("0.005", .plain, 2, "0.01"),
    ("0.005", .down, 2, "0"), ("-0.0001", .down, 2, "-0.01"), ("-0.0001", .up, 2, "0"), ("-0.0001", .plain, 2, "0"),
    ("59.99", .down, 2, "59.99"), ("4.9991666", .down, 2, "4.99"), ("4.9991666", .up, 2, "5"), ("12", .plain, 2, "12"),
  ]

  @Test(arguments: cases)
  func roundsAsNSDecimalRound(value: String, mode: DecimalRounding, scale: Int, expected: String) throws {
    let decimal = try #require(Decimal(string: value))
    #expect(decimal.rounded(scale, mode) == Decimal(string: expected))
  }

  @Test func wholeNumberDropsTheFraction() {
    #expect(Decimal(string: "57.9")?.wholeNumber == 57)
    #expect(Decimal(string: "-3.2")?.wholeNumber == -3)
    #expect(Decimal.nan.wholeNumber == nil)
  }
}

/// The digits written out for a decimal are remembered by how it is written (its sign, exponent and
/// significand), not by its significand alone: 1.5, 0.15, 15 and -1.5 share one and must not get each
/// other's digits, in whichever order they come.
@Suite struct DecimalDigitsMemoTests {
  @Test func valuesSharingASignificandKeepTheirOwnDigits() throws {
    let values = try ["1.5", "0.15", "15", "-1.5", "150"].map { try #require(Decimal(string: $0)) }
    let expected: [(Bool, String, String)] = [
      (false, "1", "5"), (false, "0", "15"), (false, "15", ""), (true, "1", "5"), (false, "150", ""),
    ]
    for order in [Array(values.indices), values.indices.reversed()] {
      for index in order {
        let digits = try #require(DecimalDigits(values[index]))
        #expect(digits.negative == expected[index].0, "\(values[index])")
        #expect(String(decoding: digits.whole, as: UTF8.self) == expected[index].1, "\(values[index])")
        #expect(String(decoding: digits.fraction, as: UTF8.self) == expected[index].2, "\(values[index])")
        #expect(digits.value == values[index])
      }
    }
    #expect(DecimalDigits(Decimal.nan) == nil)
  }
}
