import Catalog
import Storefront
import Testing

/// A product's name and description in the language asked for, with fallback.
struct ProductTextTests {
  @Test(arguments: ShippedCatalog.languages)
  func everyShippedLanguageGetsItsOwnText(language: LanguageTag) throws {
    let catalog = ShippedCatalog.catalog
    for product in catalog.products {
      let text = ProductText(product: product, language: language, defaultLanguage: catalog.settings.defaultLanguage)
      let own = try #require(product.localizations[language], "\(product.id) has no \(language)")
      #expect(text.displayName == own.displayName)
      #expect(text.description == own.description)
      #expect(text.language == language)
    }
  }

  @Test func fallsBackToTheBaseLanguageThenTheDefault() throws {
    let catalog = ShippedCatalog.catalog
    let premium = try #require(catalog.product("com.iaptutorial.premium"))
    let defaultLanguage = catalog.settings.defaultLanguage
    let portuguese = ProductText(product: premium, language: LanguageTag("pt"), defaultLanguage: defaultLanguage)
    #expect(portuguese.language == LanguageTag("pt-BR"))
    #expect(portuguese.displayName == premium.localizations[LanguageTag("pt-BR")]?.displayName)
    let swiss = ProductText(product: premium, language: LanguageTag("de-CH"), defaultLanguage: defaultLanguage)
    #expect(swiss.language == LanguageTag("de"))
    let korean = ProductText(product: premium, language: LanguageTag("ko"), defaultLanguage: defaultLanguage)
    #expect(korean.language == LanguageTag("en"))
    #expect(korean.displayName == premium.localizations[LanguageTag("en")]?.displayName)
  }

  @Test func aRegionalTextIsPreferredOverItsBaseLanguageOnlyWhenAskedFor() {
    let product = Product(
      id: "p", type: .nonConsumable, referenceName: "Reference", prices: [:],
      localizations: Localized([
        (LanguageTag("en"), ProductLocalization(displayName: "Color", description: "US")),
        (LanguageTag("en-GB"), ProductLocalization(displayName: "Colour", description: "UK")),
      ]))
    let british = ProductText(product: product, language: LanguageTag("en-GB"), defaultLanguage: LanguageTag("en"))
    let australian = ProductText(product: product, language: LanguageTag("en-AU"), defaultLanguage: LanguageTag("en"))
    #expect(british.displayName == "Colour")
    #expect(australian.displayName == "Color")
  }

  @Test func aProductWithoutLocalizationsShowsItsReferenceName() {
    let product = Product(
      id: "p", type: .consumable, referenceName: "Reference", prices: [:], localizations: Localized(entries: []))
    let text = ProductText(product: product, language: LanguageTag("de"), defaultLanguage: LanguageTag("en"))
    #expect(text.displayName == "Reference")
    #expect(text.description.isEmpty)
    #expect(text.language == nil)
  }
}
