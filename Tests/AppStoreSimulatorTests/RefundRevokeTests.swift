import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Refunds and revocations of every product type: revocation fields, status 5, REFUND and REVOKE.
struct RefundRevokeTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let february1: Int64 = 1_769_904_000_000
  static let february5: Int64 = 1_770_249_600_000
  static let march1: Int64 = 1_772_323_200_000

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// Refunds the purchase `id`, or (REVOKE) revokes a family member's access to it.
  func revoke(_ id: Int64, reason: Int, as type: String) throws -> StoreTransaction {
    type == "REFUND"
      ? try store.refund(transactionID: id, reason: reason) : try store.revoke(transactionID: id, reason: reason)
  }

  /// A purchase of `product`, or for REVOKE a family member's access to the organizer's purchase.
  func bought(_ product: String, for type: String) throws -> StoreTransaction {
    guard type == "REVOKE" else {
      return try #require(try store.purchase(PurchaseRequest(productID: product)).transaction)
    }
    try store.addFamilyMember("member")
    _ = try store.purchase(PurchaseRequest(productID: product))
    return try #require(try store.allTransactions(account: "member").last)
  }

  @Test(arguments: [
    ("com.iaptutorial.coins", "REFUND"), ("com.iaptutorial.premium", "REFUND"), ("com.example.seasonpass", "REFUND"),
    ("com.iaptutorial.premium", "REVOKE"),
  ])
  func aOneTimePurchaseIsRevokedWithDateAndReason(product: String, type: String) throws {
    let bought = try bought(product, for: type)
    try store.advance(by: 2 * Self.day)
    let revokedAt = StoreFixture.start + 2 * Self.day
    let revoked = try revoke(bought.id, reason: 1, as: type)
    #expect(revoked.id == bought.id)
    #expect(revoked.revocationDate == revokedAt && revoked.revocationReason == 1)
    let changed = try fixture.payloadObject(bought.jws).mutableCopy() as! NSMutableDictionary
    changed["revocationDate"] = revokedAt
    changed["revocationReason"] = 1
    // A refund says it was a full one; a revocation that it was Family Sharing's.
    changed["revocationType"] = type == "REFUND" ? "REFUND_FULL" : "FAMILY_REVOKE"
    if type == "REFUND" { changed["revocationPercentage"] = 100_000 }
    changed["signedDate"] = revokedAt
    let expected = changed as NSDictionary
    #expect(try fixture.payloadObject(revoked.jws) == expected)
    // Devices learn of it as an update after the purchase.
    #expect(
      try store.transactions(account: type == "REVOKE" ? "member" : "default", after: bought.updateSequence) == [
        revoked
      ])

    let notification = try #require(try fixture.decodedNotifications().last)
    #expect(notification.kind == type)
    #expect(notification.payload.signedDate == revokedAt)
    #expect(notification.payload.data?.status == nil)
    #expect(notification.renewalInfo == nil)
    #expect(notification.transaction == expected)
    #expect(throws: StoreError.self) { try revoke(bought.id, reason: 0, as: type) }
  }

  @Test func aRefundedNonConsumableCanBeBoughtAgain() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    try store.refund(transactionID: bought.id)
    let again = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    #expect(again.id == bought.id + 1 && again.revocationDate == nil)
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE", "REFUND", "ONE_TIME_CHARGE"])
  }

  /// Apple sends REVOKE only for a family member's access: a purchase of the account's own is refunded.
  @Test func aPurchaseIsNotRevokedButRefunded() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    #expect(throws: StoreError.self) { try store.revoke(transactionID: bought.id) }
    #expect(try store.allTransactions().first?.revocationDate == nil)
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE"])
  }

  @Test func refundingTheLatestRenewalRevokesTheSubscription() throws {
    _ = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.advance(by: 35 * Self.day)  // renewed Feb 1, now Feb 5
    let renewal = try #require(try store.allTransactions().last)
    let revoked = try store.refund(transactionID: renewal.id, reason: 0)
    #expect(revoked.revocationDate == Self.february5 && revoked.revocationReason == 0)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 5)
    #expect(status.transaction == revoked)
    #expect(try store.nextEventDate() == nil)

    let notification = try #require(try fixture.decodedNotifications().last)
    #expect(notification.kind == "REFUND")
    #expect(notification.payload.data?.status == 5)
    #expect(notification.transaction == (try fixture.payloadObject(revoked.jws)))
    let info: NSDictionary = [
      "originalTransactionId": "2000000000000001", "autoRenewProductId": Self.monthly, "productId": Self.monthly,
      "appTransactionId": StoreFixture.appTransactionID,
      "autoRenewStatus": 0, "isInBillingRetryPeriod": false, "signedDate": Self.february5,
      "environment": "Sandbox", "recentSubscriptionStartDate": StoreFixture.start, "renewalDate": Self.march1,
      "renewalPrice": 6_990, "currency": "USD",
    ]
    #expect(notification.renewalInfo == info)
    try store.advance(by: 60 * Self.day)
    #expect(try store.allTransactions().count == 2)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW", "REFUND"])
  }

  @Test func refundingAnEarlierPeriodLeavesTheSubscriptionActive() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.advance(by: 35 * Self.day)
    let refunded = try store.refund(transactionID: first.id, reason: 1)
    #expect(refunded.revocationDate == Self.february5)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 1 && status.transaction.purchaseDate == Self.february1)
    let notification = try #require(try fixture.decodedNotifications().last)
    #expect(notification.kind == "REFUND" && notification.payload.data?.status == 1)
    #expect(notification.renewalInfo?["autoRenewStatus"] as? Int == 1)
    #expect(notification.transaction?["transactionId"] as? String == String(first.id))
    #expect(try store.nextEventDate() == Self.march1)
  }

  @Test func aRevocationReasonOtherThanZeroOrOneIsRefused() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    #expect(throws: StoreError.self) { try store.refund(transactionID: bought.id, reason: 2) }
    #expect(throws: StoreError.self) { try store.refund(transactionID: 42) }
    #expect(try store.transactions().first?.revocationDate == nil)
  }
}
