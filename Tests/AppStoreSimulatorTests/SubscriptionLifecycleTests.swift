import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Auto-renewable subscriptions on the simulated clock: trials, renewals, expiry, resubscribe,
/// billing retry and grace, refunds, and the notifications and renewal info of each step.
struct SubscriptionLifecycleTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }
  static let day = StoreFixture.day
  static let yearly = "com.example.pro.yearly"
  static let monthly = "com.example.pro.monthly"

  init() throws { fixture = try StoreFixture() }

  func subscribe(_ product: String = yearly) throws -> StoreTransaction {
    try #require(try store.purchase(PurchaseRequest(productID: product)).transaction)
  }

  @Test func yearlyStartsWithTheFreeTrialThenRenewsAtFullPrice() throws {
    #expect(try store.isEligibleForIntroOffer(group: "pro"))
    let trial = try subscribe()
    let payload = try fixture.payloadObject(trial.jws)
    #expect(payload["price"] as? Int == 0)
    #expect(payload["offerType"] as? Int == 1)
    #expect(payload["offerDiscountType"] as? String == "FREE_TRIAL")
    #expect(payload["offerPeriod"] as? String == "P1W")
    #expect(payload["expiresDate"] as? Int64 == StoreFixture.start + 7 * Self.day)
    #expect(payload["subscriptionGroupIdentifier"] as? String == "pro")
    #expect(payload["webOrderLineItemId"] as? String == "2000000000000001")
    #expect(try !store.isEligibleForIntroOffer(group: "pro"))

    try store.advance(by: 7 * Self.day)
    let renewal = try #require(try store.transactions().last)
    #expect(renewal.reason == .renewal)
    #expect(renewal.originalID == trial.id)
    #expect(renewal.priceMilliunits == 59_990)
    #expect(renewal.purchaseDate == StoreFixture.start + 7 * Self.day)
    #expect(renewal.expiresDate == StoreFixture.start + 372 * Self.day)  // 2026-01-08 + 1 year
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW"])
  }

  @Test func catchUpProcessesEveryDueRenewalOnceInOrder() throws {
    _ = try subscribe(Self.monthly)  // no trial on monthly
    try store.advance(by: 95 * Self.day)  // Feb 1, Mar 1, Apr 1 renew; May 1 is not yet due
    let renewals = try store.transactions().filter { $0.reason == .renewal }
    #expect(renewals.map(\.purchaseDate) == [1_769_904_000_000, 1_772_323_200_000, 1_775_001_600_000])
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW", "DID_RENEW", "DID_RENEW"])
    // Touching the store again processes nothing twice.
    try store.catchUp()
    let reopened = try fixture.reopen()
    try reopened.catchUp()
    #expect(try store.transactions().count == 4)
  }

  @Test func turningAutoRenewOffExpiresAtTheEndOfThePeriod() throws {
    let first = try subscribe()  // the yearly plan's free week
    try store.setAutoRenew(originalID: first.id, enabled: false)
    try store.advance(by: 8 * Self.day)
    #expect(
      try fixture.notificationKinds()
        == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "EXPIRED/VOLUNTARY"])
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 2)
    #expect(status.renewalInfo.autoRenewStatus == 0)
    #expect(status.renewalInfo.expirationIntent == 1)
    #expect(try fixture.decode(status.renewalInfoJWS, as: RenewalInfoPayload.self) == status.renewalInfo)

    // Resubscribing keeps the original transaction id and gets no second trial.
    let again = try #require(try store.purchase(PurchaseRequest(productID: Self.yearly)).transaction)
    #expect(again.originalID == first.id)
    #expect(again.offerType == nil)
    #expect(again.priceMilliunits == 59_990)
    #expect(try fixture.notificationKinds().last == "SUBSCRIBED/RESUBSCRIBE")
  }

  @Test func aLapsedSubscriberWhoNeverHadTheOfferStaysEligible() throws {
    // Apple's documented rule: one introductory offer per group, whatever was bought before.
    let monthly = try subscribe(Self.monthly)
    try store.lapse(originalID: monthly.id)
    #expect(try store.isEligibleForIntroOffer(group: "pro"))
    let yearly = try subscribe()
    #expect(yearly.offerType == .introductory)
    #expect(yearly.originalID == monthly.id)
  }

  @Test func theStricterRuleCountsAnyEarlierSubscription() throws {
    var catalog = StoreFixture.shippedCatalog
    catalog.settings.introOfferEligibility = .neverSubscribedToGroup
    let strict = try StoreFixture(catalog: catalog)
    let monthly = try #require(try strict.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try strict.store.lapse(originalID: monthly.id)
    #expect(try !strict.store.isEligibleForIntroOffer(group: "pro"))
    let yearly = try #require(try strict.store.purchase(PurchaseRequest(productID: Self.yearly)).transaction)
    #expect(yearly.offerType == nil)
  }

  @Test func anActiveSubscriptionIsNotBoughtTwice() throws {
    let first = try subscribe()
    #expect(try store.purchase(PurchaseRequest(productID: Self.yearly)) == .alreadyOwned(first))
  }

  @Test func billingRetryWithGraceKeepsAccessThenRecovers() throws {
    let first = try subscribe(Self.monthly)
    try store.setSwitches(
      StoreSwitches(askToBuy: false, interruptedPurchases: false, billingRetryOnRenewal: true, gracePeriodDays: 16))
    try store.advance(by: 31 * Self.day)  // the Feb 1 renewal fails
    var status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 4)
    #expect(status.renewalInfo.isInBillingRetryPeriod == true)
    #expect(status.renewalInfo.gracePeriodExpiresDate == 1_769_904_000_000 + 16 * Self.day)
    try store.advance(by: 16 * Self.day)
    status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 3)
    var switches = try store.switches()
    switches.billingRetryOnRenewal = false
    try store.setSwitches(switches)
    status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 1)
    #expect(status.transaction.originalID == first.id)
    #expect(status.transaction.purchaseDate == StoreFixture.start + 47 * Self.day)
    #expect(
      try fixture.notificationKinds()
        == [
          "SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD", "GRACE_PERIOD_EXPIRED",
          "DID_RENEW/BILLING_RECOVERY",
        ])
  }

  @Test func billingRetryEndsInExpiryAfterSixtyDays() throws {
    _ = try subscribe(Self.monthly)
    try store.setSwitches(
      StoreSwitches(askToBuy: false, interruptedPurchases: false, billingRetryOnRenewal: true, gracePeriodDays: 0))
    try store.advance(by: 31 * Self.day + 60 * Self.day)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 2)
    #expect(status.renewalInfo.expirationIntent == 2)
    #expect(
      try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW", "EXPIRED/BILLING_RETRY"])
  }

  @Test func aRefundRevokesTheSubscription() throws {
    let first = try subscribe(Self.monthly)
    try store.advance(by: 3 * Self.day)
    let refunded = try store.refund(transactionID: first.id, reason: 1)
    #expect(refunded.revocationDate == StoreFixture.start + 3 * Self.day)
    #expect(refunded.revocationReason == 1)
    let payload = try fixture.payloadObject(refunded.jws)
    #expect(payload["revocationDate"] as? Int64 == StoreFixture.start + 3 * Self.day)
    #expect(payload["revocationReason"] as? Int == 1)
    #expect(try store.subscriptionStatuses().first?.state == 5)
    try store.advance(by: 60 * Self.day)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "REFUND"])
    // The refunded transaction reaches devices as an update after the purchase.
    #expect(try store.transactions(after: first.updateSequence).map(\.id) == [first.id])
  }

  @Test func theClockNeverRunsBackwards() throws {
    _ = try subscribe(Self.monthly)
    try store.advance(by: 31 * Self.day)
    let renewed = try store.now()
    fixture.clock.set(StoreFixture.start - 365 * Self.day)  // the real clock is set back a year
    #expect(try store.now() == renewed)
    try store.catchUp()
    #expect(try store.subscriptionStatuses().first?.state == 1)
    #expect(try store.transactions().count == 2)
  }

  @Test func acceleratedTimeRenewsMonthlyEveryThirtySeconds() throws {
    let fast = try StoreFixture(rate: .monthlyRenewalEveryThirtySeconds)
    _ = try #require(try fast.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    fast.clock.set(StoreFixture.start + 31_000)  // 31 real seconds = 31 simulated days
    try fast.store.catchUp()
    #expect(try fast.store.transactions().map(\.reason) == [.purchase, .renewal])
  }

  @Test func fixedRenewalRatesMakeEveryPeriodTheSameLength() throws {
    let fixed = try StoreFixture(rate: .oneRenewalEveryTenSeconds)
    let first = try #require(try fixed.store.purchase(PurchaseRequest(productID: Self.yearly)).transaction)
    #expect(first.expiresDate == StoreFixture.start + 10_000)  // the week's trial lasts ten seconds
    fixed.clock.set(StoreFixture.start + 25_000)
    try fixed.store.catchUp()
    #expect(
      try fixed.store.transactions().compactMap(\.expiresDate) == [
        StoreFixture.start + 10_000, StoreFixture.start + 20_000, StoreFixture.start + 30_000,
      ])
  }
}
