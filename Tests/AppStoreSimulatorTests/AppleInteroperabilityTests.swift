import AppStoreSimulator
import Foundation
import Testing

/// What the store signs is accepted by Apple's own App Store Server Library given our root
/// (environment Sandbox, online checks off), and a tampered token is not.
struct AppleInteroperabilityTests {
  let fixture: StoreFixture
  let apple: AppleLibrary
  var store: AppStore { fixture.store }
  var bundleID: String { store.catalog.app.bundleID }

  init() throws {
    fixture = try StoreFixture()
    apple = try AppleLibrary(trusting: fixture.store.identity.root)
  }

  @Test(arguments: [
    ("com.iaptutorial.coins", "Consumable"), ("com.iaptutorial.premium", "Non-Consumable"),
    ("com.example.seasonpass", "Non-Renewing Subscription"), ("com.example.pro.yearly", "Auto-Renewable Subscription"),
  ])
  func appleAcceptsATransactionOfEachType(productID: String, type: String) throws {
    let transaction = try #require(try store.purchase(PurchaseRequest(productID: productID)).transaction)
    let result = try apple.verify(transaction.jws, kind: "transaction", bundleID: bundleID)
    let decoded = try #require(result.object, "Apple rejected it: \(result.error)")
    #expect(decoded["productId"] as? String == productID)
    #expect(decoded["type"] as? String == type)
    #expect(decoded["transactionId"] as? String == String(transaction.id))
    #expect(decoded["environment"] as? String == "Sandbox")
  }

  @Test func appleAcceptsRenewalInfoAndNotifications() throws {
    _ = try #require(try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly")).transaction)
    try store.advance(by: 31 * StoreFixture.day)
    let status = try #require(try store.subscriptionStatuses().first)
    let renewal = try apple.verify(status.renewalInfoJWS, kind: "renewal", bundleID: bundleID)
    #expect(
      try #require(renewal.object, "\(renewal.error)")["autoRenewProductId"] as? String == "com.example.pro.monthly")
    for notification in try store.notifications() + [try store.sendTestNotification()] {
      let result = try apple.verify(notification.jws, kind: "notification", bundleID: bundleID)
      let decoded = try #require(result.object, "Apple rejected \(notification.type): \(result.error)")
      #expect(decoded["notificationType"] as? String == notification.type)
      #expect(decoded["notificationUUID"] as? String == notification.uuid)
    }
  }

  @Test func appleRejectsATamperedTransaction() throws {
    let transaction = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    var parts = transaction.jws.split(separator: ".").map(String.init)
    var payload = try fixture.payloadObject(transaction.jws) as! [String: Any]
    payload["productId"] = "com.iaptutorial.coins"
    let forged = try JSONSerialization.data(withJSONObject: payload)
    parts[1] = forged.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    let result = try apple.verify(parts.joined(separator: "."), kind: "transaction", bundleID: bundleID)
    #expect(result.object == nil)
    #expect(result.error.contains("VERIFICATION_FAILURE"))
  }
}
