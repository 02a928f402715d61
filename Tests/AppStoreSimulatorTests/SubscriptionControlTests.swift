import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// The store's expire and renew controls, and a plan that is no longer for sale at renewal.
struct SubscriptionControlTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let january10: Int64 = 1_768_003_200_000
  static let february1: Int64 = 1_769_904_000_000
  static let february10: Int64 = 1_770_681_600_000

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  func subscribe() throws -> StoreTransaction {
    try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
  }

  @Test func endingThePeriodNowRenewsAtOnceWhenAutoRenewIsOn() throws {
    let first = try subscribe()
    try store.advance(by: 9 * Self.day)
    try store.endPeriodNow(originalID: first.id)
    let renewal = try #require(try store.allTransactions().last)
    #expect(renewal.reason == .renewal && renewal.originalID == first.id)
    #expect(renewal.purchaseDate == Self.january10 && renewal.expiresDate == Self.february10)
    #expect(renewal.priceMilliunits == 6_990)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 1 && status.expiresDate == Self.february10)
    #expect(try store.nextEventDate() == Self.february10)
    let renewed = try #require(try fixture.decodedNotifications().last)
    #expect(renewed.kind == "DID_RENEW" && renewed.payload.signedDate == Self.january10)
    #expect(renewed.transaction == (try fixture.payloadObject(renewal.jws)))
    // The period that was ended now says so: the periods do not overlap.
    let ended = try #require(try store.allTransactions().first)
    #expect(ended.id == first.id && ended.expiresDate == Self.january10)
  }

  @Test func endingThePeriodNowExpiresWhenAutoRenewIsOff() throws {
    let first = try subscribe()
    try store.setAutoRenew(originalID: first.id, enabled: false)
    try store.advance(by: 9 * Self.day)
    try store.endPeriodNow(originalID: first.id)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 2)
    #expect(status.renewalInfo.expirationIntent == 1)
    #expect(try store.allTransactions().count == 1)
    #expect(try fixture.notificationKinds().last == "EXPIRED/VOLUNTARY")
    #expect(throws: StoreError.self) { try store.endPeriodNow(originalID: first.id) }
  }

  /// Issue 16: `store expire` lets the subscription lapse as a cancellation does, honestly: the
  /// signed expiresDate is never rewritten (it was cut to the moment of the command, with a
  /// VOLUNTARY expiry the customer never asked for); auto-renew goes off and the clock moves to
  /// the end of the paid period, where it expires.
  @Test func expiringLetsItLapseAtTheEndItWasSoldWith() throws {
    let first = try subscribe()
    try store.advance(by: 9 * Self.day)
    #expect(try store.lapse(originalID: first.id) == Self.february1)
    #expect(try store.now() == Self.february1)
    let kept = try #require(try store.allTransactions().first)
    #expect(kept.expiresDate == Self.february1)
    #expect(try fixture.payloadObject(kept.jws)["expiresDate"] as? Int64 == Self.february1)
    #expect(try store.allTransactions().count == 1)
    let notifications = try fixture.decodedNotifications()
    #expect(
      notifications.map(\.kind).suffix(2) == ["DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "EXPIRED/VOLUNTARY"])
    let expired = try #require(notifications.last)
    #expect(expired.payload.signedDate == Self.february1 && expired.payload.data?.status == 2)
    #expect(expired.renewalInfo?["expirationIntent"] as? Int == 1)
    #expect(expired.renewalInfo?["autoRenewStatus"] as? Int == 0)
    #expect(expired.transaction?["expiresDate"] as? Int64 == Self.february1)
    #expect(throws: StoreError.self) { try store.lapse(originalID: first.id) }
  }

  @Test func aPlanWithNoPriceInTheNewStorefrontExpiresAsNotForSale() throws {
    var catalog = StoreFixture.shippedCatalog
    let index = catalog.products.firstIndex { $0.id == Self.monthly }!
    catalog.products[index].prices["KOR"] = nil
    let fixture = try StoreFixture(catalog: catalog)
    _ = try #require(try fixture.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try fixture.store.setStorefront("KOR")
    try fixture.store.advance(by: 31 * Self.day)
    let expired = try #require(try fixture.decodedNotifications().last)
    #expect(expired.kind == "EXPIRED/PRODUCT_NOT_FOR_SALE")
    #expect(expired.payload.signedDate == Self.february1 && expired.payload.data?.status == 2)
    #expect(expired.renewalInfo?["expirationIntent"] as? Int == 4)
    #expect(expired.renewalInfo?["autoRenewStatus"] as? Int == 0)
    #expect(try fixture.store.allTransactions().count == 1)
  }

  @Test func aPlanRemovedFromTheCatalogExpiresAsNotForSale() throws {
    let first = try subscribe()
    var catalog = StoreFixture.shippedCatalog
    catalog.products.removeAll { $0.id == Self.monthly }
    catalog.subscriptionGroups[0].subscriptionIDs.removeAll { $0 == Self.monthly }
    let reopened = try AppStore(directory: fixture.directory, catalog: catalog, realClock: fixture.clock)
    try reopened.advance(by: 31 * Self.day)
    let status = try #require(try reopened.subscriptionStatuses().first)
    #expect(status.state == 2 && status.originalTransactionID == first.id)
    #expect(status.renewalInfo.expirationIntent == 4)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "EXPIRED/PRODUCT_NOT_FOR_SALE"])
  }
}
