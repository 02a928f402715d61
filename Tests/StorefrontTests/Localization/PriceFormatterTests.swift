import Catalog
import Foundation
import Storefront
import Testing

/// Prices are CLDR's currency format for the storefront's price locale, compared scalar by scalar.
struct PriceFormatterTests {
  /// Every catalog price of the storefront, zero, and a large amount that shows grouping.
  static func samples(in storefront: StorefrontInfo) -> [Price] {
    let large: Int64 = storefront.minorDigits == 0 ? 1_234_567_000 : 1_234_567_890
    return ShippedCatalog.prices(in: storefront) + [Price(milliunits: 0), Price(milliunits: large)]
  }

  @Test(arguments: ShippedCatalog.storefronts)
  func matchesICUsClassicCurrencyFormatter(storefront: StorefrontInfo) {
    let formatter = PriceFormatter(storefront: storefront)
    let locale = ShippedCatalog.priceLocaleByStorefront[storefront.id] ?? "??"
    for price in Self.samples(in: storefront) {
      let text = price.text(minorDigits: storefront.minorDigits)
      let actual = formatter.string(for: price)
      let expected = ICUReference.currency(text, code: storefront.currency, locale: locale)
      #expect(
        ScalarText.scalars(actual) == ScalarText.scalars(expected),
        "\(locale) \(text): \(ScalarText.escaped(actual)) ≠ unum \(ScalarText.escaped(expected))")
    }
  }

  @Test(arguments: ShippedCatalog.storefronts)
  func matchesFoundationFormattingTheDecimalText(storefront: StorefrontInfo) throws {
    let formatter = PriceFormatter(storefront: storefront)
    let locale = Locale(identifier: ShippedCatalog.priceLocaleByStorefront[storefront.id] ?? "??")
    for price in Self.samples(in: storefront) {
      let text = price.text(minorDigits: storefront.minorDigits)
      let decimal = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
      let expected = decimal.formatted(.currency(code: storefront.currency).locale(locale))
      let actual = formatter.string(for: price)
      #expect(
        ScalarText.scalars(actual) == ScalarText.scalars(expected),
        "\(locale.identifier) \(text): \(ScalarText.escaped(actual)) ≠ \(ScalarText.escaped(expected))")
    }
  }

  /// Hand-checked against CLDR (see reference/paywall-rules.md §8.2): one text per storefront, whatever
  /// the language.
  static let literals: [(storefront: String, milliunits: Int64, text: String)] = [
    ("USA", 990, "$0.99"),
    ("USA", 59_990, "$59.99"),
    ("DEU", 2_990, "2,99\u{00A0}€"),
    ("DEU", 59_990, "59,99\u{00A0}€"),
    ("FRA", 1_234_500, "1\u{202F}234,50\u{00A0}€"),
    ("JPN", 450_000, "\u{00A5}450"),
    ("JPN", 9_000_000, "\u{00A5}9,000"),
    ("SAU", 10_990, "\u{200F}\u{0661}\u{0660}\u{066B}\u{0669}\u{0669}\u{00A0}\u{0631}.\u{0633}.\u{200F}"),
    ("CHE", 1_234_500, "CHF\u{00A0}1\u{2019}234.50"),
    ("CHE", 3_000, "CHF\u{00A0}3.00"),
    ("BRA", 14_900, "R$\u{00A0}14,90"),
    ("IND", 100_000_000, "₹1,00,000.00"),
    ("IND", 249_000, "₹249.00"),
    ("TUR", 39_990, "₺39,99"),
    ("GBR", 990, "£0.99"),
    ("CAN", 1_390, "$1.39"),
    ("KOR", 1_500_000, "₩1,500"),
  ]

  @Test func handCheckedExamples() throws {
    for example in Self.literals {
      let storefront = try #require(ShippedCatalog.catalog.storefront(example.storefront))
      let actual = PriceFormatter(storefront: storefront).string(for: Price(milliunits: example.milliunits))
      #expect(
        Array(actual.unicodeScalars) == Array(example.text.unicodeScalars),
        "\(example.storefront): \(ScalarText.escaped(actual)) ≠ \(ScalarText.escaped(example.text))")
    }
  }

  /// `Product.displayPrice` is the storefront's, in every language: `$59.99` in USA read in French,
  /// Brazilian Portuguese, Japanese or Arabic (not `59.99 $`, `$ 59.99` or `‏59.99 $`).
  @Test(arguments: ShippedCatalog.languages)
  func aProductsDisplayPriceIgnoresTheLanguage(language: LanguageTag) throws {
    let catalog = ShippedCatalog.catalog
    let yearly = try #require(catalog.product("com.example.pro.yearly"))
    for example in Self.literals {
      let storefront = try #require(catalog.storefront(example.storefront))
      let product = try #require(
        StoreProduct(
          yearly, storefront: storefront, language: language, defaultLanguage: catalog.settings.defaultLanguage)
      )
      let expected = PriceFormatter(storefront: storefront).string(for: try #require(yearly.prices[storefront.id]))
      #expect(
        Array(product.displayPrice.unicodeScalars) == Array(expected.unicodeScalars),
        "\(language) \(storefront.id): \(ScalarText.escaped(product.displayPrice))")
    }
    let usa = try #require(catalog.storefront("USA"))
    let product = try #require(
      StoreProduct(yearly, storefront: usa, language: language, defaultLanguage: catalog.settings.defaultLanguage))
    #expect(product.displayPrice == "$59.99")
  }

  @Test func everyMilliunitIsKeptWhereTheCurrencyHasThreeDigits() {
    let kuwait = StorefrontInfo(
      id: "KWT", appleID: "143493", currency: "KWD", minorDigits: 3, priceLocale: LanguageTag("en-KW"))
    let formatter = PriceFormatter(storefront: kuwait)
    // 2^53 + 1 milliunits: a Double could not hold the last digit.
    for milliunits: Int64 in [1_234, 9_007_199_254_740_993] {
      let text = Price(milliunits: milliunits).text(minorDigits: 3)
      let expected = ICUReference.currency(text, code: "KWD", locale: "en_KW")
      let actual = formatter.string(for: Price(milliunits: milliunits))
      #expect(ScalarText.scalars(actual) == ScalarText.scalars(expected), "\(ScalarText.escaped(actual))")
    }
    #expect(formatter.string(for: Price(milliunits: 9_007_199_254_740_993)).hasSuffix("740.993"))
  }

  @Test func theStyleFormatsDerivedFigures() {
    let germany = ShippedCatalog.catalog.storefront("DEU")!
    let formatter = PriceFormatter(storefront: germany)
    let perMonth = Decimal(string: "4.99")!
    #expect(perMonth.formatted(formatter.style) == "4,99\u{00A0}€")
  }
}
