import StrictJSON
import Foundation
import Testing

@testable import Catalog

/// Prices, periods, language fallback and key suggestions.
struct ModelTests {
  @Test(arguments: [
    ("2.99", 2, 2990), ("450", 0, 450_000), ("0", 2, 0), ("0.5", 2, 500), ("1.234", 3, 1234),
    ("10000000000", 2, 10_000_000_000_000),
  ])
  func parsesPricesToMilliunits(text: String, digits: Int, milliunits: Int64) {
    #expect(PriceRules.parse(text, minorDigits: digits, currency: "XTS") == .success(Price(milliunits: milliunits)))
  }

  @Test func pricesAreExactDecimals() {
    #expect(Price(milliunits: 2990).decimal == Decimal(string: "2.99"))
    #expect(Price(milliunits: 2990).text(minorDigits: 2) == "2.99")
    #expect(Price(milliunits: 450_000).text(minorDigits: 0) == "450")
    #expect(Price(milliunits: 1234).text(minorDigits: 3) == "1.234")
    #expect(Price(milliunits: 5).text(minorDigits: 2) == "0.00")
  }

  @Test func parsesStrictPeriods() {
    #expect(Period(iso8601: "P1M") == Period(1, .month))
    #expect(Period(iso8601: "P999D") == Period(999, .day))
    for bad in ["P", "P0M", "P01M", "P1000D", "P1H", "1M", "P1m", "PP1M", "P1MM", "P 1M"] {
      #expect(Period(iso8601: bad) == nil, "\(bad)")
    }
    #expect(PeriodRules.canonical(of: Period(14, .day)) == Period(2, .week))
    #expect(PeriodRules.canonical(of: Period(24, .month)) == Period(2, .year))
    #expect(PeriodRules.canonical(of: Period(4, .week)) == Period(4, .week))
  }

  @Test func localizedValuesFallBackLikeStoreKit() {
    let table = Localized([(LanguageTag("en"), "Hello"), (LanguageTag("pt-BR"), "Olá"), (LanguageTag("de"), "Hallo")])
    #expect(table.resolve(LanguageTag("pt-BR"), fallback: LanguageTag("en")) == "Olá")
    #expect(table.resolve(LanguageTag("pt-PT"), fallback: LanguageTag("en")) == "Olá")
    #expect(table.resolve(LanguageTag("de-CH"), fallback: LanguageTag("en")) == "Hallo")
    #expect(table.resolve(LanguageTag("ja"), fallback: LanguageTag("en")) == "Hello")
  }

  @Test func suggestsNearKeysOnly() {
    let keys = ["id", "type", "referenceName", "prices", "localizations", "coins"]
    #expect(NearestKey.suggestion(for: "pirce", among: keys) == "prices")
    #expect(NearestKey.suggestion(for: "localisations", among: keys) == "localizations")
    #expect(NearestKey.suggestion(for: "Type", among: keys) == "type")
    #expect(NearestKey.suggestion(for: "zzz", among: keys) == nil)
    #expect(NearestKey.suggestion(for: "fr", among: ["en", "de"]) == nil)
  }

  @Test func knowsStandardCodesFromICU() {
    #expect(StandardCodes.countryCodes.isSuperset(of: ["USA", "DEU", "JPN", "SAU", "TUR", "CHE", "BRA", "IND"]))
    #expect(!StandardCodes.countryCodes.contains("US"))
    #expect(StandardCodes.currencyCodes.isSuperset(of: ["USD", "EUR", "JPY", "INR", "SAR", "TRY", "CHF", "BRL"]))
    #expect(!StandardCodes.currencyCodes.contains("XXX"))
    #expect(StandardCodes.minorDigits(of: "USD") == 2)
    #expect(StandardCodes.minorDigits(of: "JPY") == 0)
    #expect(StandardCodes.minorDigits(of: "KWD") == 3)
  }

  @Test func escapesUnsafeTextInMessages() {
    #expect(MessageText.quoted("a\u{1B}[31m\"") == "\"a\\u{1b}[31m\\\"\"")
    #expect(MessageText.escaped(String(repeating: "x", count: 50), limit: 3) == "xxx…")
  }
}
