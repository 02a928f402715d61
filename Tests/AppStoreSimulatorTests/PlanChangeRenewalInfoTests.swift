import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Plan changes seen through their notifications and renewal info: autoRenewProductId, productId and renewal price.
struct PlanChangeRenewalInfoTests {
  static let day = StoreFixture.day
  static let monthly = PlanChangeTests.monthly
  static let max = PlanChangeTests.max
  static let plus = "com.example.pro.plus.monthly"
  static let january11: Int64 = 1_768_089_600_000
  static let february1: Int64 = 1_769_904_000_000
  static let february11: Int64 = 1_770_768_000_000
  static let march1: Int64 = 1_772_323_200_000

  /// The tiered catalog plus a "Plus" monthly plan at the same level as the monthly plan.
  static var catalog: Catalog {
    var catalog = PlanChangeTests.tieredCatalog
    var plus = catalog.product(monthly)!
    plus.id = Self.plus
    plus.prices = plus.prices.mapValues { Price(milliunits: $0.milliunits + 1_000) }
    catalog.products.append(plus)
    catalog.subscriptionGroups[0].subscriptionIDs.append(Self.plus)
    return catalog
  }

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture(catalog: Self.catalog) }

  static func renewalInfo(_ values: [String: Any]) -> NSDictionary {
    var info: [String: Any] = [
      "originalTransactionId": "2000000000000001", "autoRenewStatus": 1, "isInBillingRetryPeriod": false,
      "environment": "Sandbox", "recentSubscriptionStartDate": StoreFixture.start, "currency": "USD",
      "appTransactionId": StoreFixture.appTransactionID,
    ]
    info.merge(values) { _, new in new }
    return info as NSDictionary
  }

  @Test func anUpgradeRenewsTheNewPlanFromTheUpgradeDate() throws {
    let base = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.advance(by: 10 * Self.day)
    let upgraded = try #require(try store.purchase(PurchaseRequest(productID: Self.max)).transaction)
    #expect(upgraded.expiresDate == Self.february11)
    let expected = Self.renewalInfo([
      "autoRenewProductId": Self.max, "productId": Self.max, "signedDate": Self.january11,
      "renewalDate": Self.february11, "renewalPrice": 13_980,
    ])
    #expect(try fixture.renewalInfo() == expected)
    let notification = try #require(try fixture.decodedNotifications().last)
    #expect(notification.kind == "DID_CHANGE_RENEWAL_PREF/UPGRADE" && notification.payload.data?.status == 1)
    #expect(notification.renewalInfo == expected)
    #expect(notification.transaction == (try fixture.payloadObject(upgraded.jws)))
    // Devices learn that the old transaction was upgraded, then of the new one.
    #expect(try store.transactions(after: base.updateSequence).map(\.id) == [base.id, upgraded.id])
  }

  @Test func aDowngradeIsAnnouncedInTheRenewalInfoThenRenewsAsTheNewPlan() throws {
    let top = try #require(try store.purchase(PurchaseRequest(productID: Self.max)).transaction)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    let scheduled = try #require(try fixture.decodedNotifications().last)
    #expect(scheduled.kind == "DID_CHANGE_RENEWAL_PREF/DOWNGRADE" && scheduled.payload.data?.status == 1)
    #expect(scheduled.transaction == (try fixture.payloadObject(top.jws)))
    #expect(
      scheduled.renewalInfo
        == Self.renewalInfo([
          "autoRenewProductId": Self.monthly, "productId": Self.max, "signedDate": StoreFixture.start,
          "renewalDate": Self.february1, "renewalPrice": 6_990,
        ]))

    try store.advance(by: 31 * Self.day)
    let renewed = try #require(try fixture.decodedNotifications().last)
    #expect(renewed.kind == "DID_RENEW")
    #expect(renewed.transaction?["productId"] as? String == Self.monthly)
    #expect(renewed.transaction?["originalTransactionId"] as? String == String(top.id))
    #expect(renewed.transaction?["price"] as? Int64 == 6_990)
    #expect(
      renewed.renewalInfo
        == Self.renewalInfo([
          "autoRenewProductId": Self.monthly, "productId": Self.monthly, "signedDate": Self.february1,
          "renewalDate": Self.march1, "renewalPrice": 6_990,
        ]))
  }

  @Test func aCrossgradeOfTheSameDurationTakesEffectNow() throws {
    let base = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.advance(by: 10 * Self.day)
    let plus = try #require(try store.purchase(PurchaseRequest(productID: Self.plus)).transaction)
    #expect(plus.originalID == base.id && plus.priceMilliunits == 7_990)
    #expect(plus.purchaseDate == Self.january11 && plus.expiresDate == Self.february11)
    #expect(try store.allTransactions().first?.isUpgraded == true)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/UPGRADE"])
    #expect(try fixture.renewalInfo()?["autoRenewProductId"] as? String == Self.plus)
  }
}
