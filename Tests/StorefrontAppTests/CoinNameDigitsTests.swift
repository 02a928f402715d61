import Catalog
import Testing
import TerminalUI

@testable import StorefrontApp

/// Issue 12 (walkthrough): in Arabic on the Saudi storefront the history read "10 عملات ١×": the
/// coin pack's name kept Latin digits beside the app's own Arabic-Indic ones, while the paywall
/// already wrote "١٠ عملات" beside "٣٫٩٩ ر.س.".
@Suite struct CoinNameDigitsTests {
  @Test func aCoinPackNamedByItsCountUsesTheStorefrontsDigitsOnEveryList() throws {
    let app = try AppHarness()
    _ = app.perform(.switchStorefront("SAU"))
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    _ = app.perform(.purchase(productID: "com.example.pro.monthly", outcome: .success))
    let arabic = try app.performer.account(LanguageTag("ar"))
    let coins = try #require(arabic.history.first { $0.productID == "com.iaptutorial.coins" })
    #expect(coins.title == "١٠ عملات")
    // A name without a count, and the same pack on a storefront that writes 0–9, are left as they are.
    #expect(arabic.subscriptions.first?.title == "الاشتراك الاحترافي الشهري")
    _ = app.perform(.switchStorefront("USA"))
    let usa = try app.performer.account(LanguageTag("ar"))
    #expect(usa.history.first { $0.productID == "com.iaptutorial.coins" }?.title == "10 عملات")
    #expect(CatalogNames(AppHarness.catalog, LanguageTag("ar")).product("com.iaptutorial.coins") == "10 عملات")
  }
}
