import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Failed renewals: billing retry with and without a grace period, recovery and expiry, with
/// each notification's status and renewal info asserted exactly.
struct BillingRetryTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let february1: Int64 = 1_769_904_000_000
  static let february17: Int64 = 1_771_286_400_000
  static let february20: Int64 = 1_771_545_600_000
  static let march20: Int64 = 1_773_964_800_000
  static let march1: Int64 = 1_772_323_200_000

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  func subscribeWithFailingRenewals(graceDays: Int) throws -> StoreTransaction {
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.setSwitches(
      StoreSwitches(
        askToBuy: false, interruptedPurchases: false, billingRetryOnRenewal: true, gracePeriodDays: graceDays))
    return first
  }

  static func renewalInfo(signedDate: Int64, _ changes: [String: Any]) -> NSDictionary {
    var info: [String: Any] = [
      "originalTransactionId": "2000000000000001", "autoRenewProductId": monthly, "productId": monthly,
      "autoRenewStatus": 1, "isInBillingRetryPeriod": true, "signedDate": signedDate, "environment": "Sandbox",
      "recentSubscriptionStartDate": StoreFixture.start, "renewalDate": february1, "renewalPrice": 6_990,
      "currency": "USD", "appTransactionId": StoreFixture.appTransactionID,
    ]
    info.merge(changes) { _, new in new }
    return info as NSDictionary
  }

  @Test func withoutGraceARenewalFailsIntoRetryAndExpiresAfterSixtyDays() throws {
    let first = try subscribeWithFailingRenewals(graceDays: 0)
    try store.advance(by: 31 * Self.day)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 3)
    #expect(status.transaction.id == first.id)
    let now = Self.february1
    #expect(try fixture.renewalInfo() == Self.renewalInfo(signedDate: now, [:]))
    // Still owned while Apple retries: buying again charges nothing.
    #expect(try store.purchase(PurchaseRequest(productID: Self.monthly)) == .alreadyOwned(status.transaction))

    let retryEnds = Self.february1 + 60 * Self.day
    try store.advance(by: retryEnds - 1 - now)
    #expect(try store.subscriptionStatuses().first?.state == 3)
    try store.advance(by: 1)
    let notifications = try fixture.decodedNotifications()
    #expect(notifications.map(\.kind) == ["SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW", "EXPIRED/BILLING_RETRY"])
    #expect(notifications.map(\.payload.signedDate) == [StoreFixture.start, Self.february1, retryEnds])
    #expect(notifications.map(\.payload.data?.status) == [1, 3, 2])
    #expect(notifications[1].renewalInfo == Self.renewalInfo(signedDate: Self.february1, [:]))
    #expect(
      notifications[2].renewalInfo
        == Self.renewalInfo(
          signedDate: retryEnds,
          [
            "autoRenewStatus": 0, "isInBillingRetryPeriod": false, "expirationIntent": 2,
            // Billing retry over, the customer has churned: the win-back offer is theirs.
            "eligibleWinBackOfferIds": ["com.example.pro.monthly.welcomeback"],
          ]))
    let original = try fixture.payloadObject(first.jws)
    #expect(notifications.allSatisfy { $0.carries(original) })
    #expect(try store.allTransactions().count == 1)
  }

  @Test func aGracePeriodKeepsAccessThenRetryRecoversWithANewPeriod() throws {
    _ = try subscribeWithFailingRenewals(graceDays: 16)
    try store.advance(by: 31 * Self.day)
    let grace = Self.renewalInfo(signedDate: Self.february1, ["gracePeriodExpiresDate": Self.february17])
    #expect(try fixture.renewalInfo() == grace)
    try store.advance(by: 19 * Self.day)  // past the grace period, to Feb 20
    #expect(try store.subscriptionStatuses().first?.state == 3)
    var switches = try store.switches()
    switches.billingRetryOnRenewal = false
    try store.setSwitches(switches)

    let notifications = try fixture.decodedNotifications()
    #expect(
      notifications.map(\.kind) == [
        "SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD", "GRACE_PERIOD_EXPIRED",
        "DID_RENEW/BILLING_RECOVERY",
      ])
    #expect(
      notifications.map(\.payload.signedDate) == [
        StoreFixture.start, Self.february1, Self.february17, Self.february20,
      ])
    #expect(notifications.map(\.payload.data?.status) == [1, 4, 3, 1])
    #expect(notifications[1].renewalInfo == grace)
    #expect(notifications[2].renewalInfo == Self.renewalInfo(signedDate: Self.february17, [:]))
    let recovered = Self.renewalInfo(
      signedDate: Self.february20, ["isInBillingRetryPeriod": false, "renewalDate": Self.march20])
    #expect(notifications[3].renewalInfo == recovered)
    let renewal = try #require(notifications[3].transaction)
    #expect(renewal["transactionId"] as? String == "2000000000000002")
    #expect(renewal["transactionReason"] as? String == "RENEWAL")
    #expect(renewal["purchaseDate"] as? Int64 == Self.february20)
    #expect(renewal["expiresDate"] as? Int64 == Self.march20)
    #expect(renewal["price"] as? Int64 == 6_990)
    #expect(try fixture.renewalInfo() == recovered)
  }

  /// Issue 16: fixed inside the grace period, the renewal keeps its date: the period that failed
  /// on Feb 1 runs Feb 1 to Mar 1 (the paid days of the grace period are not lost); it started at
  /// the recovery date before.
  @Test func aRecoveryInsideTheGracePeriodKeepsTheRenewalDate() throws {
    _ = try subscribeWithFailingRenewals(graceDays: 16)
    try store.advance(by: 31 * Self.day + 5 * Self.day)  // Feb 6, in grace until Feb 17
    #expect(try store.subscriptionStatuses().first?.state == 4)
    var switches = try store.switches()
    switches.billingRetryOnRenewal = false
    try store.setSwitches(switches)
    let recovered = try #require(try fixture.decodedNotifications().last)
    #expect(recovered.kind == "DID_RENEW/BILLING_RECOVERY")
    #expect(recovered.payload.signedDate == Self.february1 + 5 * Self.day)
    #expect(recovered.transaction?["purchaseDate"] as? Int64 == Self.february1)
    #expect(recovered.transaction?["expiresDate"] as? Int64 == Self.march1)
    #expect(recovered.renewalInfo?["renewalDate"] as? Int64 == Self.march1)
  }
}
