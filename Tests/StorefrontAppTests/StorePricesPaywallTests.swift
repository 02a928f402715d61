import Catalog
import Paywall
import Testing

@testable import StorefrontApp

/// Issue 16: the paywall shows what the store sells today, at the store's prices (StoreKit's
/// `Product.products`), not the catalog's numbers: a changed price is the one on the card and the
/// one charged, and a product taken off sale is not offered.
@Suite struct StorePricesPaywallTests {
  static let yearly = "com.example.pro.yearly"
  static let monthly = "com.example.pro.monthly"  // no introductory offer: a purchase pays the price
  static let coins = "com.iaptutorial.coins"

  /// The default paywall's model for `app`'s account, in `storefront` and `language`.
  func model(_ app: AppHarness, storefront: String, language: String) throws -> PaywallModel {
    try PaywallModel.make(
      catalog: AppHarness.catalog, paywallID: "default", storefrontID: storefront, language: LanguageTag(language),
      customer: try app.account().customer)
  }

  @Test(arguments: [
    ("USA", "en", "7.49", "$7.49"), ("SAU", "ar", "27.99", "\u{200F}٢٧٫٩٩\u{00A0}ر.س.\u{200F}"),
    ("JPN", "ja", "1200", "¥1,200"),
  ])
  func aChangedPriceIsTheOneOnTheCard(storefront: String, language: String, text: String, shown: String) throws {
    let app = try AppHarness()
    try app.store.setStorefront(storefront)
    let info = try #require(AppHarness.catalog.storefront(storefront))
    let price = try PriceRules.parse(text, minorDigits: info.minorDigits, currency: info.currency).get()
    try app.store.setPrice(Self.monthly, storefront: storefront, to: price, existing: .preserve)
    let card = try #require(
      try model(app, storefront: storefront, language: language).cards.first {
        $0.planID == Self.monthly
      })
    #expect(card.billedPrice == shown)
    #expect(card.price == price.decimal)
    // And the purchase charges it.
    _ = app.perform(.purchase(productID: Self.monthly, outcome: .success))
    #expect(try app.store.transactions().last?.priceMilliunits == price.milliunits)
  }

  @Test(arguments: ["en", "ar", "ja"])
  func aProductOffSaleIsNotOffered(language: String) throws {
    let app = try AppHarness()
    #expect(try model(app, storefront: "USA", language: language).cards.contains { $0.planID == Self.coins })
    try app.store.removeFromSale(Self.coins)
    let cards = try model(app, storefront: "USA", language: language).cards
    #expect(cards.map(\.planID) == [Self.yearly, "com.example.pro.monthly", "com.iaptutorial.premium"])
    try app.store.returnToSale(Self.coins)
    #expect(try model(app, storefront: "USA", language: language).cards.count == 4)
  }
}
