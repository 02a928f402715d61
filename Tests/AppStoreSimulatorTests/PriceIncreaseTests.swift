import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// A developer raises a subscription's price: the customer consents, declines or never answers,
/// or is only notified; renewals, renewal info and notifications follow.
struct PriceIncreaseTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"  // 6.99 USD, no introductory offer
  static let firstRenewal: Int64 = 1_769_904_000_000  // 2026-02-01
  static let secondRenewal: Int64 = 1_772_323_200_000  // 2026-03-01

  let fixture: StoreFixture
  var store: AppStore { fixture.store }
  let original: Int64

  init() throws {
    fixture = try StoreFixture()
    original = try #require(try fixture.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction).id
  }

  /// The renewal info signed into notification `index` (0-based).
  func renewalInfo(ofNotification index: Int) throws -> RenewalInfoPayload {
    let notification = try store.notifications()[index]
    let payload = try fixture.decode(notification.jws, as: NotificationPayload.self)
    return try fixture.decode(try #require(payload.data?.signedRenewalInfo), as: RenewalInfoPayload.self)
  }

  @Test func withConsentRenewalsChargeTheNewPrice() throws {
    try store.increasePrice(originalID: original, to: Price(milliunits: 7_990))
    let pending = try renewalInfo(ofNotification: 1)
    #expect(pending.priceIncreaseStatus == 0)
    #expect(pending.renewalPrice == 7_990)
    try store.respondToPriceIncrease(originalID: original, consent: true)
    #expect(try renewalInfo(ofNotification: 2).priceIncreaseStatus == 1)

    try store.advance(by: 60 * Self.day)
    let renewals = try store.transactions().filter { $0.reason == .renewal }
    #expect(renewals.map(\.purchaseDate) == [Self.firstRenewal, Self.secondRenewal])
    #expect(renewals.map(\.priceMilliunits) == [7_990, 7_990])
    #expect(
      try fixture.notificationKinds() == [
        "SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "PRICE_INCREASE/ACCEPTED", "DID_RENEW", "DID_RENEW",
      ])
    let after = try renewalInfo(ofNotification: 4)
    #expect(after.priceIncreaseStatus == nil)
    #expect(after.renewalPrice == 7_990)
    #expect(after.currency == "USD")
  }

  @Test func withoutAnAnswerTheSubscriptionExpiresForThePriceIncrease() throws {
    try store.increasePrice(originalID: original, to: Price(milliunits: 7_990))
    try store.advance(by: 40 * Self.day)
    #expect(try store.transactions().count == 1)
    #expect(
      try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "EXPIRED/PRICE_INCREASE"])
    let expired = try renewalInfo(ofNotification: 2)
    #expect(expired.expirationIntent == 3)
    #expect(expired.autoRenewStatus == 0)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.state == 2)
    #expect(status.expiresDate == Self.firstRenewal)
  }

  @Test func decliningTurnsAutoRenewOffAndExpiresAtTheEndOfThePeriod() throws {
    try store.increasePrice(originalID: original, to: Price(milliunits: 7_990))
    try store.respondToPriceIncrease(originalID: original, consent: false)
    let declined = try renewalInfo(ofNotification: 2)
    #expect(declined.autoRenewStatus == 0)
    #expect(declined.priceIncreaseStatus == 0)
    try store.advance(by: 40 * Self.day)
    #expect(
      try fixture.notificationKinds() == [
        "SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED",
        "EXPIRED/PRICE_INCREASE",
      ])
    #expect(try renewalInfo(ofNotification: 3).expirationIntent == 3)
    #expect(try store.transactions().count == 1)
  }

  @Test func anIncreaseWithoutConsentIsNotifiedAndCharged() throws {
    try store.increasePrice(originalID: original, to: Price(milliunits: 7_490), consentRequired: false)
    #expect(try renewalInfo(ofNotification: 1).priceIncreaseStatus == 1)
    try store.advance(by: 31 * Self.day)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/ACCEPTED", "DID_RENEW"])
    #expect(try store.transactions().last?.priceMilliunits == 7_490)
  }

  @Test func aStorefrontChangeLeavesTheIncreaseBehind() throws {
    try store.increasePrice(originalID: original, to: Price(milliunits: 7_990), consentRequired: false)
    try store.setStorefront("DEU")
    try store.advance(by: 31 * Self.day)
    let renewal = try #require(try store.transactions().last)
    #expect(renewal.priceMilliunits == 6_990)
    #expect(renewal.currency == "EUR")
  }

  @Test func onlyRealIncreasesOfRenewingSubscriptionsAreAccepted() throws {
    #expect(throws: StoreError.self) { try store.increasePrice(originalID: original, to: Price(milliunits: 6_990)) }
    #expect(throws: StoreError.self) { try store.respondToPriceIncrease(originalID: original, consent: true) }
    #expect(throws: StoreError.self) { try store.increasePrice(originalID: 42, to: Price(milliunits: 9_990)) }
    try store.setAutoRenew(originalID: original, enabled: false)
    #expect(throws: StoreError.self) { try store.increasePrice(originalID: original, to: Price(milliunits: 9_990)) }
    #expect(
      try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED"])
  }
}
