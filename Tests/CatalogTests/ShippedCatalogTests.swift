import StrictJSON
import Foundation
import Testing

@testable import Catalog

/// The demo `catalog.json` loads and says what the seed tutorials say.
struct ShippedCatalogTests {
  let catalog: Catalog

  init() throws {
    catalog = try CatalogReader.load(path: RepositoryFiles.shippedCatalog)
  }

  @Test func hasTheTutorialProducts() throws {
    let coins = try #require(catalog.product("com.iaptutorial.coins"))
    #expect(coins.type == .consumable)
    #expect(coins.coinsPerUnit == 10)
    let premium = try #require(catalog.product("com.iaptutorial.premium"))
    #expect(premium.type == .nonConsumable)
    #expect(premium.entitlements == ["premium"])
    #expect(premium.prices["USA"] == Price(milliunits: 2990))
    #expect(premium.localizations[LanguageTag("en")]?.displayName == "Unlock Premium Version")
    let yearly = try #require(catalog.product("com.example.pro.yearly")?.subscription)
    #expect(yearly.period == Period(1, .year))
    #expect(yearly.introductoryOffer == SubscriptionOffer(paymentMode: .freeTrial, period: Period(1, .week)))
    #expect(catalog.product("com.example.pro.monthly")?.subscription?.groupID == "pro")
    #expect(catalog.subscriptionGroup("pro")?.subscriptionIDs == ["com.example.pro.monthly", "com.example.pro.yearly"])
    #expect(catalog.product("com.example.pro.yearly")?.entitlements == ["pro", "premium"])
    #expect(catalog.products.contains { $0.type == .nonRenewing && $0.duration != nil })
    #expect(catalog.products.filter { $0.type == .consumable }.count == 2)
  }

  @Test func coversTheRequiredStorefrontsAndLanguages() {
    let ids = Set(catalog.storefronts.map(\.id))
    #expect(ids.isSuperset(of: ["USA", "GBR", "DEU", "FRA", "JPN", "IND", "BRA", "SAU", "TUR", "CHE"]))
    #expect(catalog.languages.map(\.identifier) == ["en", "ar", "fr", "hi", "tr", "de", "ja", "pt-BR"])
    #expect(catalog.storefront("JPN")?.minorDigits == 0)
    #expect(catalog.storefront("USA")?.appleID == "143441")
  }

  @Test func everyProductIsPricedEverywhereAndLocalizedInEveryLanguage() {
    for product in catalog.products {
      #expect(Set(product.prices.keys) == Set(catalog.storefronts.map(\.id)), "\(product.id)")
      #expect(product.localizations.languages == catalog.languages, "\(product.id)")
    }
    for paywall in catalog.paywalls {
      #expect(paywall.copy.languages == catalog.languages, "\(paywall.id)")
    }
  }

  @Test func hasTheDemoPaywalls() throws {
    let honest = try #require(catalog.paywall("default"))
    #expect(honest.presentation == PaywallPresentation())
    #expect(honest.termsOfUseURL != nil && honest.privacyPolicyURL != nil)
    #expect(honest.copy[LanguageTag("en")]?.autoRenewDisclosure != nil)
    let deceptive = try #require(catalog.paywall("deceptive"))
    #expect(deceptive.presentation.emphasis == .derivedPrice)
    #expect(deceptive.presentation.showsRestoreButton == false)
    #expect(deceptive.termsOfUseURL == nil)
  }

  @Test func formatsLocalPricesWithFoundation() throws {
    let premium = try #require(catalog.product("com.iaptutorial.premium"))
    func display(_ storefront: String) -> String {
      let info = catalog.storefront(storefront)!
      return premium.prices[storefront]!.decimal.formatted(
        .currency(code: info.currency).locale(Locale(identifier: info.priceLocale.identifier)))
    }
    #expect(display("USA") == "$2.99")
    #expect(display("DEU") == "2,99\u{A0}€")
    #expect(display("JPN") == "￥450" || display("JPN") == "¥450")
  }
}

/// Encoding a catalog and reading it back gives the same catalog, and the same text twice.
struct CatalogRoundTripTests {
  @Test func shippedCatalogRoundTrips() throws {
    let catalog = try CatalogReader.load(path: RepositoryFiles.shippedCatalog)
    let text = CatalogEncoder.text(of: catalog)
    let decoded = try CatalogReader.read(bytes: Array(text.utf8), fileName: "encoded.json")
    #expect(decoded == catalog)
    #expect(CatalogEncoder.text(of: decoded) == text)
  }

  @Test func writerEscapesControlCharactersAndKeepsUnicode() {
    let node = JSONValue.object([
      ("a", .string("x\"\\\n\u{1B}é中")), ("b", .strings(["1", "2"])), ("c", .object([JSONValue.Member]())),
    ])
    #expect(
      JSONWriter.write(node) == "{\n  \"a\": \"x\\\"\\\\\\n\\u001bé中\",\n  \"b\": [\"1\", \"2\"],\n  \"c\": {}\n}\n")
  }
}
