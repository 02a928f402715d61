import Catalog
import Storefront
import Testing

/// The locale of a display language in a storefront: the language's, in the storefront's region.
struct StorefrontLocaleTests {
  @Test(arguments: ShippedCatalog.languages, ShippedCatalog.storefronts)
  func shippedLanguageInShippedStorefront(language: LanguageTag, storefront: StorefrontInfo) {
    let locale = StorefrontLocale(language: language, storefront: storefront)
    #expect(locale.identifier == ShippedCatalog.expectedLocale(language, storefront))
  }

  @Test func theStorefrontDecidesTheRegion() {
    let switzerland = ShippedCatalog.catalog.storefront("CHE")!
    let germany = ShippedCatalog.catalog.storefront("DEU")!
    let usa = ShippedCatalog.catalog.storefront("USA")!
    #expect(StorefrontLocale(language: LanguageTag("de"), storefront: switzerland).identifier == "de_CH")
    #expect(StorefrontLocale(language: LanguageTag("fr"), storefront: switzerland).identifier == "fr_CH")
    #expect(StorefrontLocale(language: LanguageTag("en"), storefront: germany).identifier == "en_DE")
    #expect(StorefrontLocale(language: LanguageTag("pt-BR"), storefront: usa).identifier == "pt_US")
    #expect(StorefrontLocale(language: LanguageTag("pt-BR"), storefront: usa).locale.identifier == "pt_US")
  }

  @Test func aScriptIsKept() {
    let hongKong = StorefrontInfo(
      id: "HKG", appleID: "143463", currency: "HKD", minorDigits: 2, priceLocale: LanguageTag("zh-HK"))
    #expect(StorefrontLocale(language: LanguageTag("zh-Hant"), storefront: hongKong).identifier == "zh_Hant_HK")
    #expect(StorefrontLocale(language: LanguageTag("zh-Hant-TW"), storefront: hongKong).identifier == "zh_Hant_HK")
  }

  @Test func anUnknownStorefrontIDFallsBackToItsPriceLocaleRegion() {
    let unknown = StorefrontInfo(
      id: "ZZZ", appleID: "1", currency: "CAD", minorDigits: 2, priceLocale: LanguageTag("fr-CA"))
    #expect(StorefrontLocale(language: LanguageTag("de"), storefront: unknown).identifier == "de_CA")
  }

  @Test(arguments: ShippedCatalog.storefronts)
  func pricesFollowTheStorefrontsPriceLocale(storefront: StorefrontInfo) {
    #expect(StorefrontLocale.prices(in: storefront).identifier == ShippedCatalog.priceLocaleByStorefront[storefront.id])
    #expect(PriceFormatter(storefront: storefront).locale == StorefrontLocale.prices(in: storefront))
  }

  /// The words are the reader's, the digits the price's: Arabic-Indic beside `٣٫٩٩ ر.س.` in English,
  /// Latin beside `$59.99` in Arabic.
  @Test func theDigitsAreThePricesDigits() throws {
    let saudiArabia = try #require(ShippedCatalog.catalog.storefront("SAU"))
    let usa = try #require(ShippedCatalog.catalog.storefront("USA"))
    let english = StorefrontLocale(language: LanguageTag("en"), storefront: saudiArabia)
    #expect(english.identifier == "en_SA@numbers=arab")
    #expect(english.numberingSystem == "arab")
    #expect(StorefrontLocale(language: LanguageTag("ar"), storefront: saudiArabia).identifier == "ar_SA")
    #expect(StorefrontLocale(language: LanguageTag("ar"), storefront: saudiArabia).numberingSystem == "arab")
    #expect(StorefrontLocale(language: LanguageTag("ar"), storefront: usa).numberingSystem == "latn")
    #expect(StorefrontLocale(language: LanguageTag("ja"), storefront: usa).identifier == "ja_US")
    #expect(StorefrontLocale.prices(in: saudiArabia).numberingSystem == "arab")
    #expect(PeriodFormatter(locale: english).string(for: Period(3, .month)) == "\u{0663} months")
  }
}
