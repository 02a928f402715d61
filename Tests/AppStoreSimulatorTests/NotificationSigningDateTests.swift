import AppStoreSimulator
import Foundation
import Testing

/// Issue 16: what a notification carries is signed when the notification is sent: the signed
/// transaction and renewal info inside it have the notification's `signedDate` (one signed 426
/// days earlier, at the purchase, was sent with a refund).
struct NotificationSigningDateTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func everyNotificationsSignedDataIsSignedAtTheNotificationsMoment() throws {
    let premium = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    let monthly = try #require(
      try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly")).transaction)
    // Renewals for a year, auto-renew off and the expiry a month later, then a refund of the
    // purchase made a year before.
    fixture.clock.set(StoreFixture.start + 360 * StoreFixture.day)
    try store.catchUp()
    try store.setAutoRenew(originalID: monthly.id, enabled: false)
    fixture.clock.set(StoreFixture.start + 400 * StoreFixture.day)
    try store.catchUp()
    _ = try store.refund(transactionID: premium.id, reason: 0)
    let notifications = try fixture.decodedNotifications()
    #expect(notifications.count > 10)
    #expect(notifications.contains { $0.kind == "REFUND" })
    #expect(notifications.contains { $0.kind == "EXPIRED/VOLUNTARY" })
    for notification in notifications {
      let signed = notification.payload.signedDate
      if let transaction = notification.transaction {
        #expect(transaction["signedDate"] as? Int64 == signed, "\(notification.kind)")
      }
      if let renewal = notification.renewalInfo {
        #expect(renewal["signedDate"] as? Int64 == signed, "\(notification.kind)")
      }
    }
    let refund = try #require(notifications.first { $0.kind == "REFUND" })
    #expect(refund.transaction?["purchaseDate"] as? Int64 == StoreFixture.start)
    #expect(refund.transaction?["signedDate"] as? Int64 == StoreFixture.start + 400 * StoreFixture.day)
  }
}
