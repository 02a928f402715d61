import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// The envelope of every notification: version, UUID, type, subtype and exactly the data keys it should have.
struct NotificationPayloadTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  func keys(_ object: Any?) -> [String] {
    ((object as? NSDictionary)?.allKeys as? [String] ?? []).sorted()
  }

  @Test func aSubscriptionNotificationCarriesStatusTransactionAndRenewalInfo() throws {
    let trial = try #require(try store.purchase(PurchaseRequest(productID: "com.example.pro.yearly")).transaction)
    let notification = try #require(try store.notifications().first)
    let object = try fixture.payloadObject(notification.jws)
    #expect(keys(object) == ["data", "notificationType", "notificationUUID", "signedDate", "subtype", "version"])
    #expect(
      keys(object["data"])
        == [
          "bundleId", "bundleVersion", "environment", "signedRenewalInfo", "signedTransactionInfo", "status",
        ])
    let payload = try fixture.decode(notification.jws, as: NotificationPayload.self)
    #expect(payload.notificationType == "SUBSCRIBED" && payload.subtype == "INITIAL_BUY")
    #expect(payload.version == "2.0")
    #expect(payload.notificationUUID == notification.uuid)
    #expect(UUID(uuidString: payload.notificationUUID)?.uuidString.lowercased() == payload.notificationUUID)
    #expect(payload.signedDate == StoreFixture.start)
    // Sandbox data has no appAppleId (Apple: "It isn't present in the sandbox environment").
    #expect(payload.data?.appAppleId == nil)
    #expect(payload.data?.bundleId == "com.iaptutorial.storefront")
    #expect(payload.data?.environment == "Sandbox")
    #expect(payload.data?.status == 1)
    let transaction = try fixture.payloadObject(try #require(payload.data?.signedTransactionInfo))
    #expect(transaction == (try fixture.payloadObject(trial.jws)))
    let renewal = try fixture.decode(try #require(payload.data?.signedRenewalInfo), as: RenewalInfoPayload.self)
    #expect(renewal.originalTransactionId == String(trial.id) && renewal.autoRenewProductId == trial.productID)
    #expect(renewal.renewalPrice == 59_990 && renewal.renewalDate == trial.expiresDate)
  }

  @Test func aOneTimeChargeHasNoStatusNorRenewalInfo() throws {
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium"))
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    let notifications = try store.notifications()
    #expect(notifications.map(\.sequence) == [1, 2])
    #expect(Set(notifications.map(\.uuid)).count == 2)
    for notification in notifications {
      let object = try fixture.payloadObject(notification.jws)
      #expect(keys(object) == ["data", "notificationType", "notificationUUID", "signedDate", "version"])
      #expect(
        keys(object["data"]) == ["bundleId", "bundleVersion", "environment", "signedTransactionInfo"])
      #expect(object["notificationType"] as? String == "ONE_TIME_CHARGE")
      #expect(object["version"] as? String == "2.0")
    }
  }

  @Test func aTestNotificationCarriesNoTransaction() throws {
    let sent = try store.sendTestNotification()
    #expect(sent.type == "TEST" && sent.subtype == nil)
    let object = try fixture.payloadObject(sent.jws)
    #expect(keys(object) == ["data", "notificationType", "notificationUUID", "signedDate", "version"])
    #expect(keys(object["data"]) == ["bundleId", "environment"])
    #expect(try store.notifications() == [sent])
  }

  /// In Production a notification names the app's App Store id, as Apple's does (and Apple's
  /// verifier checks it there); the TEST notification too.
  @Test func productionDataNamesTheAppleID() throws {
    var catalog = StoreFixture.shippedCatalog
    catalog.settings.environment = .production
    let production = try StoreFixture(catalog: catalog)
    _ = try production.store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium"))
    let sent = try production.store.sendTestNotification()
    for notification in try production.store.notifications() + [sent] {
      let payload = try production.decode(notification.jws, as: NotificationPayload.self)
      #expect(payload.data?.appAppleId == 6_744_000_001)
      #expect(payload.data?.environment == "Production")
    }
  }

  @Test func notificationsAfterASequenceAreOnlyTheNewOnes() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly")).transaction)
    let seen = try #require(try store.notifications().last?.sequence)
    try store.setAutoRenew(originalID: first.id, enabled: false)
    try store.advance(by: 31 * StoreFixture.day)
    #expect(
      try fixture.notificationKinds(after: seen) == [
        "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "EXPIRED/VOLUNTARY",
      ])
    #expect(try store.notifications(after: seen).map(\.sequence) == [2, 3])
  }
}
