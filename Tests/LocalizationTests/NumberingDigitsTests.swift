import Foundation
import Localization
import Testing

/// Issue 13 (lint speed): a locale's digits are read from its numbering system, not from a number
/// formatter built per locale; what they write is what ICU's formatter writes, in every shipped
/// language and in regions with digits of their own.
struct NumberingDigitsTests {
  static let locales = [
    "en_US", "ar_SA", "ar_EG", "ar_AE", "ar_US", "ar_MA", "fa_IR", "ur_PK", "hi_IN", "bn_BD", "mr_IN", "ne_NP",
    "my_MM", "ja_JP", "de_CH", "fr_CA", "pt_BR", "tr_TR", "ru_RU", "th_TH", "ar@numbers=latn", "en@numbers=arab",
  ]

  @Test(arguments: locales)
  func countsUnderAThousandAreTheFormattersDigits(identifier: String) {
    let locale = Locale(identifier: identifier)
    let zero = NumberingDigits.zero(ofLocale: identifier)
    for value in Array(0...120) + [365, 500, 789, 999] {
      #expect(
        NumberingDigits.written(String(value), zero: zero)
          == Int64(value).formatted(IntegerFormatStyle<Int64>(locale: locale)), "\(identifier) \(value)")
    }
  }

  @Test func zeroToNineHaveNoZeroOfTheirOwn() {
    #expect(NumberingDigits.zero(ofLocale: "en_US") == nil)
    #expect(NumberingDigits.zero(ofNumberingSystem: "latn") == nil)
    #expect(NumberingDigits.zero(ofNumberingSystem: "arab") == "٠")
    #expect(NumberingDigits.zero(ofNumberingSystem: "arabext") == "۰")
    #expect(NumberingDigits.written("10:05", zero: nil) == "10:05")
    #expect(NumberingDigits.written("10:05", zero: "٠") == "١٠:٠٥")
  }
}
