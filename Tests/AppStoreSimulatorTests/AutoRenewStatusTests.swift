import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Auto-renew turned off and on, voluntary expiry and resubscribing, with the exact renewal info.
struct AutoRenewStatusTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let welcomeBack = "com.example.pro.monthly.welcomeback"
  static let february1: Int64 = 1_769_904_000_000
  static let february10: Int64 = 1_770_681_600_000
  static let march10: Int64 = 1_773_100_800_000

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// The renewal info of the shipped monthly plan bought on 2026-01-01, with `changes` applied.
  static func renewalInfo(signedDate: Int64, _ changes: [String: Any] = [:]) -> NSDictionary {
    var info: [String: Any] = [
      "originalTransactionId": "2000000000000001", "autoRenewProductId": monthly, "productId": monthly,
      "autoRenewStatus": 1, "isInBillingRetryPeriod": false, "signedDate": signedDate, "environment": "Sandbox",
      "recentSubscriptionStartDate": StoreFixture.start, "renewalDate": february1, "renewalPrice": 6_990,
      "currency": "USD", "appTransactionId": StoreFixture.appTransactionID,
    ]
    info.merge(changes) { _, new in new }
    return info as NSDictionary
  }

  @Test func autoRenewTurnedOffAndOnAgainRenewsAsBefore() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.advance(by: 5 * Self.day)
    try store.setAutoRenew(originalID: first.id, enabled: false)
    let offAt = StoreFixture.start + 5 * Self.day
    #expect(try fixture.renewalInfo() == Self.renewalInfo(signedDate: offAt, ["autoRenewStatus": 0]))
    try store.setAutoRenew(originalID: first.id, enabled: false)  // no change, no notification
    try store.advance(by: 5 * Self.day)
    try store.setAutoRenew(originalID: first.id, enabled: true)
    let onAt = StoreFixture.start + 10 * Self.day
    #expect(try fixture.renewalInfo() == Self.renewalInfo(signedDate: onAt))

    let notifications = try fixture.decodedNotifications()
    #expect(
      notifications.map(\.kind) == [
        "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED",
        "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_ENABLED",
      ])
    #expect(notifications.map(\.payload.signedDate) == [StoreFixture.start, offAt, onAt])
    #expect(notifications.map(\.payload.data?.status) == [1, 1, 1])
    #expect(notifications[1].renewalInfo == Self.renewalInfo(signedDate: offAt, ["autoRenewStatus": 0]))
    #expect(notifications[2].renewalInfo == Self.renewalInfo(signedDate: onAt))
    let original = try fixture.payloadObject(first.jws)
    #expect(notifications.allSatisfy { $0.carries(original) })

    try store.advance(by: 22 * Self.day)
    #expect(try store.allTransactions().map(\.reason) == [.purchase, .renewal])
    #expect(try fixture.notificationKinds().last == "DID_RENEW")
  }

  @Test func aCancelledSubscriptionExpiresVoluntarilyAndCanBeResubscribed() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.setAutoRenew(originalID: first.id, enabled: false)
    try store.advance(by: 40 * Self.day)  // to Feb 10
    let expired = try #require(try fixture.decodedNotifications().last)
    #expect(expired.kind == "EXPIRED/VOLUNTARY")
    #expect(expired.payload.signedDate == Self.february1)
    #expect(expired.payload.data?.status == 2)
    // Expired, a churned customer: the monthly plan's win-back offer is theirs to redeem.
    let expiredInfo = Self.renewalInfo(
      signedDate: Self.february1,
      ["autoRenewStatus": 0, "expirationIntent": 1, "eligibleWinBackOfferIds": [Self.welcomeBack]])
    #expect(expired.renewalInfo == expiredInfo)
    #expect(try store.subscriptionStatuses().first?.state == 2)
    #expect(try store.nextEventDate() == nil)
    #expect(throws: StoreError.self) { try store.setAutoRenew(originalID: first.id, enabled: true) }

    let back = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let expected: NSDictionary = [
      "transactionId": "2000000000000002", "originalTransactionId": "2000000000000001",
      "webOrderLineItemId": "2000000000000002", "bundleId": "com.iaptutorial.storefront",
      "appTransactionId": StoreFixture.appTransactionID, "productId": Self.monthly,
      "subscriptionGroupIdentifier": "pro", "purchaseDate": Self.february10,
      "originalPurchaseDate": StoreFixture.start, "expiresDate": Self.march10, "quantity": 1,
      "type": "Auto-Renewable Subscription", "inAppOwnershipType": "PURCHASED", "signedDate": Self.february10,
      "environment": "Sandbox", "storefront": "USA", "storefrontId": "143441", "transactionReason": "PURCHASE",
      // The purchase gets the win-back offer on its own, as StoreKit adds it for a churned customer.
      "price": 0, "currency": "USD", "offerType": 4, "offerIdentifier": Self.welcomeBack,
      "offerDiscountType": "FREE_TRIAL", "offerPeriod": "P1M",
    ]
    #expect(try fixture.payloadObject(back.jws) == expected)
    let resubscribed = try #require(try fixture.decodedNotifications().last)
    #expect(resubscribed.kind == "SUBSCRIBED/RESUBSCRIBE")
    #expect(resubscribed.payload.data?.status == 1)
    #expect(resubscribed.transaction == expected)
    #expect(
      resubscribed.renewalInfo
        == Self.renewalInfo(
          // Nine days without paid service: the series goes on (lapses under 60 days are ignored).
          signedDate: Self.february10, ["renewalDate": Self.march10]))
  }
}
