import Catalog
import ScreenGeometry
import Testing

@testable import TerminalUI

/// Issue 15: the entitlement the status line and the account call Premium is read from the
/// catalog (what its non-consumable unlocks), not the demo catalog's "premium" written into code.
struct PrimaryEntitlementTests {
  @Test func theShippedCatalogsIsPremium() {
    #expect(PaywallFixture.catalog.primaryEntitlementID == "premium")
    #expect(CatalogNames(PaywallFixture.catalog, LanguageTag("ja")).primaryEntitlement == "プレミアム")
  }

  @Test func anotherCatalogsEntitlementIsTheOneShown() throws {
    var catalog = PaywallFixture.catalog
    let index = try #require(catalog.entitlements.firstIndex { $0.id == "premium" })
    catalog.entitlements[index].id = "gold"
    catalog.entitlements[index].names = Localized([(LanguageTag("en"), "Gold")])
    for product in catalog.products.indices {
      catalog.products[product].entitlements = catalog.products[product].entitlements.map {
        $0 == "premium" ? "gold" : $0
      }
    }
    #expect(catalog.primaryEntitlementID == "gold")
    #expect(CatalogNames(catalog, LanguageTag("en")).primaryEntitlement == "Gold")
    var state = try AppState(
      environment: AppEnvironment(catalog: catalog), paywallID: "default", storefrontID: "USA",
      language: LanguageTag("en"), size: ScreenSize(columns: 120, rows: 30))
    state.open(AppFixture.subscriber, at: AppFixture.now, environment: AppEnvironment(catalog: catalog))
    #expect(AppChrome.statusText(state, columns: 120).left.contains("Gold unlocked"))
  }
}
