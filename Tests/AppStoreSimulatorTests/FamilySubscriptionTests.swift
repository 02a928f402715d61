import Catalog
import Foundation
import SQLite
import Testing

@testable import AppStoreSimulator

/// Issue 16: Family Sharing of auto-renewable subscriptions: each member has its own subscription
/// (own original transaction id, FAMILY_SHARED transactions) that follows the purchaser's purchase,
/// renewals, cancellation, billing retry, expiry and refund, hearing of each as Apple tells members;
/// leaving the family or the purchaser no longer sharing revokes it (REVOKE, FAMILY_REVOKE).
struct FamilySubscriptionTests {
  static let monthly = "com.example.pro.monthly"  // family-shareable
  static let yearly = "com.example.pro.yearly"
  static let month = 31 * StoreFixture.day

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// Each notification after `sequence` as `TYPE[/SUBTYPE] OWNERSHIP`, the ownership read from its
  /// signed transaction (`PURCHASED` for the purchaser, `FAMILY_SHARED` for a member).
  func heard(after sequence: Int64 = 0) throws -> [String] {
    try store.notifications(after: sequence).map { notification in
      let data = try #require(try fixture.payloadObject(notification.jws)["data"] as? NSDictionary)
      let transaction = try fixture.payloadObject(try #require(data["signedTransactionInfo"] as? String))
      let kind = notification.subtype.map { "\(notification.type)/\($0)" } ?? notification.type
      return "\(kind) \(transaction["inAppOwnershipType"] as? String ?? "?")"
    }
  }

  /// The signed payloads of `account`'s transactions, oldest first.
  func payloads(_ account: String) throws -> [NSDictionary] {
    try store.allTransactions(account: account).map { try fixture.payloadObject($0.jws) }
  }

  func subscribe(_ product: String = monthly, account: String = AppStore.defaultAccount) throws -> StoreTransaction {
    try #require(try store.purchase(PurchaseRequest(productID: product, account: account)).transaction)
  }

  func lastSequence() throws -> Int64 { try store.notifications().last?.sequence ?? 0 }

  @Test func aMembersOwnSubscriptionFollowsThePurchasersRenewals() throws {
    try store.addFamilyMember("kid")
    let bought = try subscribe()
    #expect(
      try heard() == ["SUBSCRIBED/INITIAL_BUY PURCHASED", "SUBSCRIBED/INITIAL_BUY FAMILY_SHARED"])
    let first = try #require(try payloads("kid").first)
    #expect(first["inAppOwnershipType"] as? String == "FAMILY_SHARED")
    #expect(first["type"] as? String == "Auto-Renewable Subscription")
    #expect(first["transactionId"] as? String != String(bought.id))
    #expect(first["originalTransactionId"] as? String == first["transactionId"] as? String)
    #expect(first["webOrderLineItemId"] != nil)
    #expect(first["expiresDate"] as? Int64 == bought.expiresDate)
    #expect(first["appAccountToken"] == nil)

    let mark = try lastSequence()
    _ = try store.advance(by: 3 * Self.month)
    let kid = try payloads("kid")
    let own = try payloads(AppStore.defaultAccount)
    #expect(kid.count == own.count)
    #expect(kid.count >= 3)
    #expect(Set(kid.map { $0["originalTransactionId"] as? String }).count == 1)
    #expect(kid.dropFirst().allSatisfy { $0["transactionReason"] as? String == "RENEWAL" })
    #expect(zip(kid, own).allSatisfy { $0["expiresDate"] as? Int64 == $1["expiresDate"] as? Int64 })
    let renewals = try heard(after: mark)
    #expect(renewals.filter { $0 == "DID_RENEW PURCHASED" }.count == own.count - 1)
    #expect(renewals.filter { $0 == "DID_RENEW FAMILY_SHARED" }.count == own.count - 1)

    // The member's status is its own subscription, following the purchaser's.
    let status = try #require(try store.subscriptionStatuses(account: "kid").first)
    #expect(status.sharedFromOriginalTransactionID == bought.originalID)
    #expect(status.originalTransactionID != bought.originalID)
    #expect(status.state == 1)
    #expect(status.renewalInfo.autoRenewStatus == 1)
    #expect(status.renewalInfo.appAccountToken == nil)
  }

  @Test func cancellingExpiryAndAReturnReachTheMember() throws {
    try store.addFamilyMember("kid")
    let bought = try subscribe()
    let mark = try lastSequence()
    try store.setAutoRenew(originalID: bought.originalID, enabled: false)
    _ = try store.advance(by: Self.month)
    #expect(
      try heard(after: mark) == [
        "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED PURCHASED",
        "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED FAMILY_SHARED",
        "EXPIRED/VOLUNTARY PURCHASED", "EXPIRED/VOLUNTARY FAMILY_SHARED",
      ])
    let expired = try #require(try store.subscriptionStatuses(account: "kid").first)
    #expect(expired.state == 2)
    #expect(expired.renewalInfo.eligibleWinBackOfferIds == nil)

    let again = try lastSequence()
    _ = try subscribe()
    #expect(try heard(after: again) == ["SUBSCRIBED/RESUBSCRIBE PURCHASED", "SUBSCRIBED/RESUBSCRIBE FAMILY_SHARED"])
    let returned = try #require(try store.subscriptionStatuses(account: "kid").first)
    #expect(returned.originalTransactionID == expired.originalTransactionID)
    #expect(returned.state == 1)
    #expect(try payloads("kid").last?["transactionReason"] as? String == "PURCHASE")
  }

  @Test func billingRetryAndRecoveryReachTheMember() throws {
    try store.addFamilyMember("kid")
    _ = try subscribe()
    var switches = try store.switches()
    switches.billingRetryOnRenewal = true
    switches.gracePeriodDays = 16
    try store.setSwitches(switches)
    let mark = try lastSequence()
    _ = try store.advance(by: Self.month)
    #expect(
      try heard(after: mark) == [
        "DID_FAIL_TO_RENEW/GRACE_PERIOD PURCHASED", "DID_FAIL_TO_RENEW/GRACE_PERIOD FAMILY_SHARED",
      ])
    #expect(try store.subscriptionStatuses(account: "kid").first?.state == 4)
    let recovery = try lastSequence()
    switches.billingRetryOnRenewal = false
    try store.setSwitches(switches)
    #expect(
      try heard(after: recovery) == [
        "DID_RENEW/BILLING_RECOVERY PURCHASED", "DID_RENEW/BILLING_RECOVERY FAMILY_SHARED",
      ])
    #expect(try store.subscriptionStatuses(account: "kid").first?.state == 1)
    let kid = try payloads("kid")
    let own = try payloads(AppStore.defaultAccount)
    #expect(kid.last?["expiresDate"] as? Int64 == own.last?["expiresDate"] as? Int64)
  }

  @Test func thePurchasersRefundRevokesTheMembersSubscription() throws {
    try store.addFamilyMember("kid")
    _ = try subscribe()
    _ = try store.advance(by: Self.month)
    let current = try #require(try store.allTransactions().last)
    let mark = try lastSequence()
    try store.refund(transactionID: current.id, reason: 1)
    #expect(try heard(after: mark) == ["REFUND PURCHASED", "REVOKE FAMILY_SHARED"])
    let revoked = try #require(try payloads("kid").last)
    #expect(revoked["revocationType"] as? String == "FAMILY_REVOKE")
    #expect(revoked["revocationReason"] as? Int == 1)
    #expect(try store.subscriptionStatuses(account: "kid").first?.state == 5)
    // Nothing more reaches the member: the purchaser's subscription is revoked too.
    let after = try lastSequence()
    _ = try store.advance(by: 2 * Self.month)
    #expect(try heard(after: after).isEmpty)
  }

  @Test func aMemberWhoJoinsSubscribesAndOneWhoLeavesIsRevoked() throws {
    let bought = try subscribe()
    _ = try store.advance(by: Self.month + StoreFixture.day)
    let mark = try lastSequence()
    try store.addFamilyMember("kid")
    #expect(try heard(after: mark) == ["SUBSCRIBED/INITIAL_BUY FAMILY_SHARED"])
    let joined = try #require(try payloads("kid").first)
    #expect(joined["transactionReason"] as? String == "PURCHASE")
    #expect(joined["expiresDate"] as? Int64 == (try payloads(AppStore.defaultAccount).last?["expiresDate"] as? Int64))

    let leaving = try lastSequence()
    try store.removeFamilyMember("kid")
    #expect(try heard(after: leaving) == ["REVOKE FAMILY_SHARED"])
    #expect(try payloads("kid").last?["revocationType"] as? String == "FAMILY_REVOKE")
    #expect(try payloads("kid").last?["revocationReason"] as? Int == 0)
    #expect(try store.subscriptionStatuses(account: "kid").first?.state == 5)
    // The purchaser's subscription goes on, without the former member.
    let later = try lastSequence()
    _ = try store.advance(by: Self.month)
    #expect(try heard(after: later) == ["DID_RENEW PURCHASED"])
    #expect(try store.subscriptionStatuses().first?.originalTransactionID == bought.originalID)
  }

  @Test func whenThePurchaserLeavesTheOthersLoseItsSubscription() throws {
    try store.addFamilyMember("kid")
    try store.addFamilyMember("partner")
    _ = try subscribe(account: "partner")
    #expect(try store.subscriptionStatuses(account: "kid").first?.state == 1)
    #expect(try store.subscriptionStatuses().first?.sharedFromOriginalTransactionID != nil)
    let mark = try lastSequence()
    try store.removeFamilyMember("partner")
    #expect(try heard(after: mark) == ["REVOKE FAMILY_SHARED", "REVOKE FAMILY_SHARED"])
    #expect(try store.subscriptionStatuses(account: "kid").first?.state == 5)
    #expect(try store.subscriptionStatuses().first?.state == 5)
    #expect(try store.subscriptionStatuses(account: "partner").first?.state == 1)
  }

  @Test func stoppingSharingASubscriptionRevokesItAndRenewalsDoNotBringItBack() throws {
    try store.addFamilyMember("kid")
    let bought = try subscribe()
    let mark = try lastSequence()
    try store.stopSharing(transactionID: bought.id)
    #expect(try heard(after: mark) == ["REVOKE FAMILY_SHARED"])
    let after = try lastSequence()
    _ = try store.advance(by: Self.month)
    try store.addFamilyMember("partner")
    #expect(try heard(after: after) == ["DID_RENEW PURCHASED"])
    #expect(try store.allTransactions(account: "partner").isEmpty)
  }

  @Test func theControlsActOnThePurchasersSubscriptionOnly() throws {
    try store.addFamilyMember("kid")
    _ = try subscribe()
    let shared = try #require(try store.subscriptionStatuses(account: "kid").first)
    #expect(throws: StoreError.self) {
      try store.setAutoRenew(originalID: shared.originalTransactionID, enabled: false)
    }
    #expect(throws: StoreError.self) { try store.endPeriodNow(originalID: shared.originalTransactionID) }
    #expect(throws: StoreError.self) { try store.lapse(originalID: shared.originalTransactionID) }
    #expect(throws: StoreAPIError.self) {
      try store.extendRenewal(
        originalTransactionID: shared.originalTransactionID, days: 5, reason: 1, requestIdentifier: "family")
    }
    // Apple's server refuses consumption information for a family member's transaction.
    do {
      try store.sendConsumption(
        transactionID: shared.transaction.id,
        try ConsumptionInfo(customerConsented: true, sampleContentProvided: false, deliveryStatus: "DELIVERED"))
      Issue.record("consumption information for a family transaction was accepted")
    } catch {
      guard case .rejected(let code, _) = error else { throw error }
      #expect(code == .familyTransactionNotSupported)
    }
  }

  @Test func aPriceIncreaseAsksThePurchaserAlone() throws {
    try store.addFamilyMember("kid")
    let bought = try subscribe()
    let mark = try lastSequence()
    try store.increasePrice(originalID: bought.originalID, to: Price(milliunits: 9_990))
    #expect(try heard(after: mark) == ["PRICE_INCREASE/PENDING PURCHASED"])
    #expect(try store.subscriptionStatuses(account: "kid").first?.renewalInfo.priceIncreaseStatus == nil)
    // Never consented: both lapse at the period's end.
    let expiry = try lastSequence()
    _ = try store.advance(by: Self.month)
    #expect(try heard(after: expiry) == ["EXPIRED/PRICE_INCREASE PURCHASED", "EXPIRED/PRICE_INCREASE FAMILY_SHARED"])
  }

  @Test func aMemberMayHoldItsOwnSubscriptionBesideTheSharedOne() throws {
    try store.addFamilyMember("kid")
    _ = try subscribe()
    let own = try subscribe(Self.yearly, account: "kid")
    let statuses = try store.subscriptionStatuses(account: "kid")
    #expect(statuses.count == 2)
    #expect(
      statuses.filter { $0.sharedFromOriginalTransactionID == nil }.map(\.originalTransactionID) == [own.originalID])
    // What the member bought is shared with the organizer in turn.
    #expect(try store.subscriptionStatuses().count == 2)
    #expect(try payloads("kid").filter { $0["inAppOwnershipType"] as? String == "PURCHASED" }.count == 1)
  }

  /// Turns a ledger back into schema 13: no commitment plans.
  static let schemaThirteen = """
    ALTER TABLE subscription DROP COLUMN commitment_period;
    ALTER TABLE subscription DROP COLUMN commitment_expires_ms;
    ALTER TABLE subscription DROP COLUMN commitment_auto_renew;
    ALTER TABLE subscription DROP COLUMN commitment_price;
    ALTER TABLE store_transaction DROP COLUMN commitment_period;
    ALTER TABLE store_transaction DROP COLUMN commitment_expires_ms;
    ALTER TABLE store_transaction DROP COLUMN commitment_price;
    ALTER TABLE pending_purchase DROP COLUMN billing_plan;
    PRAGMA user_version = 13;
    """

  /// Turns a ledger back into schema 12: subscriptions unique per account and group, none shared.
  static let schemaTwelve = """
    \(schemaThirteen)
    DROP INDEX subscription_own;
    DROP INDEX subscription_shared;
    ALTER TABLE subscription DROP COLUMN shared_from_original_id;
    CREATE UNIQUE INDEX subscription_before_13 ON subscription(account_id, group_id);
    PRAGMA user_version = 12;
    """

  @Test func aLedgerFromBeforeSharedSubscriptionsKeepsItsSubscriptionsAndShares() throws {
    let bought = try subscribe()
    let ledger = try SQLiteDatabase(
      path: fixture.directory.appendingPathComponent(AppStore.ledgerFile).path,
      applicationID: StoreSchema.applicationID, migrations: StoreSchema.migrations)
    try ledger.execute(Self.schemaTwelve)
    let store = try fixture.reopen()
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.originalTransactionID == bought.originalID)
    #expect(status.sharedFromOriginalTransactionID == nil)
    try store.addFamilyMember("kid")
    #expect(try store.subscriptionStatuses(account: "kid").first?.sharedFromOriginalTransactionID == bought.originalID)
    _ = try store.advance(by: Self.month)
    #expect(try store.subscriptionStatuses().first?.state == 1)
  }
}
