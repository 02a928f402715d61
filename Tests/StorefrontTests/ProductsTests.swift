import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import Testing

/// Products as the app loads them: the account's storefront decides price and currency, the
/// language decides the words, unknown or unsold products are left out.
struct ProductsTests {
  let fixture: ClientFixture
  static let ids = ["com.example.pro.monthly", "com.example.nothing", "com.iaptutorial.coins"]

  init() throws { fixture = try ClientFixture() }

  @Test func productsFollowTheAccountsStorefrontAndTheLanguage() throws {
    let phone = try fixture.client()
    let english = try phone.products(for: Self.ids)
    #expect(english.map(\.id) == ["com.example.pro.monthly", "com.iaptutorial.coins"])
    #expect(english[0].price == Decimal(string: "6.99"))
    #expect(english[0].displayPrice == "$6.99")
    #expect(english[0].subscription?.periodText == "1 month")
    #expect(english[0].subscription?.groupID == "pro")
    #expect(english[1].coinsPerUnit == 10)

    try fixture.store.setStorefront("DEU")
    let german = try phone.products(for: Self.ids, language: LanguageTag("de"))
    let monthly = try #require(german.first)
    #expect(monthly.currency == "EUR")
    #expect(Array(monthly.displayPrice.unicodeScalars) == Array("6,99\u{00A0}€".unicodeScalars))
    #expect(monthly.subscription?.periodText == "1 Monat")
    let catalogName = fixture.store.catalog.product("com.example.pro.monthly")?.localizations[LanguageTag("de")]
    #expect(monthly.displayName == catalogName?.displayName)
  }

  @Test func theYearlyPlansTrialIsLocalizedToo() throws {
    let phone = try fixture.client()
    try fixture.store.setStorefront("JPN")
    let yearly = try #require(try phone.products(for: ["com.example.pro.yearly"], language: LanguageTag("ja")).first)
    let trial = try #require(yearly.subscription?.introductoryOffer)
    #expect(trial.paymentMode == .freeTrial)
    #expect(trial.price == 0)
    #expect(trial.durationText == "1週間")
    #expect(yearly.subscription?.periodText == "1年")
    #expect(yearly.displayPrice.hasPrefix("\u{00A5}"))
  }

  @Test func anUnshippedLanguageFallsBackToTheCatalogsDefault() throws {
    let phone = try fixture.client()
    let products = try phone.products(for: ["com.iaptutorial.premium"], language: LanguageTag("sv"))
    #expect(products.first?.displayName == "Unlock Premium Version")
  }
}
