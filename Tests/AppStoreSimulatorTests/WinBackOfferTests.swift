import AppStoreSimulator
import Catalog
import Foundation
import StoreWire
import Testing

/// Issue 16: win-back offers (`offerType` 4) by Apple's rules: only a churned customer (expired,
/// not in billing retry, grace or revoked), with enough paid months, within the months since they
/// left, and once per wait; `eligibleWinBackOfferIds` in renewal info; a purchase gets the offer
/// (asked for, or on its own as StoreKit adds it) and is SUBSCRIBED/RESUBSCRIBE.
struct WinBackOfferTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let welcomeBack = "com.example.pro.monthly.welcomeback"  // a free month; 1 paid month, 0–24 months, wait 12

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// The renewal info of the default account's subscription now.
  func renewalInfo() throws -> RenewalInfoPayload {
    let status = try #require(try store.subscriptionStatuses().first)
    return try fixture.decode(status.renewalInfoJWS, as: RenewalInfoPayload.self)
  }

  /// Subscribes monthly, renews `renewals` times, turns auto-renew off and lets it expire.
  func subscribeThenLapse(renewals: Int) throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    if renewals > 0 { try store.advance(by: Int64(renewals) * 31 * Self.day - 15 * Self.day) }
    try store.setAutoRenew(originalID: bought.originalID, enabled: false)
    try store.advance(by: 40 * Self.day)
  }

  @Test func aChurnedCustomerIsEligibleAndTheRenewalInfoSaysSo() throws {
    try subscribeThenLapse(renewals: 0)
    #expect(try store.subscriptionStatuses().first?.state == 2)
    let info = try renewalInfo()
    #expect(info.eligibleWinBackOfferIds == [Self.welcomeBack])
    let object = try fixture.payloadObject(try #require(try store.subscriptionStatuses().first).renewalInfoJWS)
    #expect(object["eligibleWinBackOfferIds"] as? [String] == [Self.welcomeBack])
    // The EXPIRED notification, signed at the expiry, says so too.
    let expired = try #require(try store.notifications().last)
    #expect(expired.type == "EXPIRED")
    let payload = try fixture.decode(expired.jws, as: NotificationPayload.self)
    let signed = try #require(payload.data?.signedRenewalInfo)
    #expect(try fixture.decode(signed, as: RenewalInfoPayload.self).eligibleWinBackOfferIds == [Self.welcomeBack])
  }

  @Test func aSubscriberOrACustomerWithoutPaidMonthsIsNot() throws {
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    #expect(try renewalInfo().eligibleWinBackOfferIds == nil)
    // A yearly subscriber who only had the free trial paid nothing: not eligible.
    let trial = try StoreFixture()
    let yearly = try #require(
      try trial.store.purchase(PurchaseRequest(productID: "com.example.pro.yearly")).transaction)
    try trial.store.setAutoRenew(originalID: yearly.originalID, enabled: false)
    try trial.store.advance(by: 10 * Self.day)
    let status = try #require(try trial.store.subscriptionStatuses().first)
    #expect(status.state == 2)
    #expect(try trial.decode(status.renewalInfoJWS, as: RenewalInfoPayload.self).eligibleWinBackOfferIds == nil)
  }

  @Test func aRevokedSubscriptionIsNotChurnedAndGetsNoOffer() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.refund(transactionID: bought.id)
    #expect(try renewalInfo().eligibleWinBackOfferIds == nil)
  }

  @Test func theReturningPurchaseGetsTheOfferAndIsAResubscription() throws {
    try subscribeThenLapse(renewals: 0)
    let back = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let payload = try fixture.decode(back.jws, as: TransactionPayload.self)
    #expect(payload.offerType == 4)
    #expect(payload.offerIdentifier == Self.welcomeBack)
    #expect(payload.offerDiscountType == "FREE_TRIAL")
    #expect(payload.offerPeriod == "P1M")
    #expect(back.priceMilliunits == 0)
    #expect(try fixture.notificationKinds().last == "SUBSCRIBED/RESUBSCRIBE")
    #expect(try renewalInfo().eligibleWinBackOfferIds == nil)
  }

  @Test func theOfferWaitsItsMonthsBeforeItCanBeRedeemedAgain() throws {
    try subscribeThenLapse(renewals: 0)
    let back = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    // The free month runs out, then a paid month, then the customer leaves again.
    try store.advance(by: 45 * Self.day)
    try store.setAutoRenew(originalID: back.originalID, enabled: false)
    try store.advance(by: 40 * Self.day)
    #expect(try store.subscriptionStatuses().first?.state == 2)
    #expect(try renewalInfo().eligibleWinBackOfferIds == nil)
    let asked = try store.purchase(PurchaseRequest(productID: Self.monthly, offerID: Self.welcomeBack))
    #expect(asked == .failed(.ineligibleForOffer))
    // Twelve months after the offer ended it may be redeemed again.
    try store.advance(by: 365 * Self.day)
    #expect(try renewalInfo().eligibleWinBackOfferIds == [Self.welcomeBack])
  }

  @Test func customersGoneLongerThanTheRangeAreNotEligible() throws {
    try subscribeThenLapse(renewals: 0)
    try store.advance(by: 25 * 31 * Self.day)
    #expect(try renewalInfo().eligibleWinBackOfferIds == nil)
    let back = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    #expect(back.offerType == nil)
    #expect(back.priceMilliunits == 6_990)
  }
}
