import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Promotional offers (offerType 2 with the offer's identifier): redeemed, renewed, refused.
struct PromotionalOfferTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let comeback = "com.example.pro.monthly.comeback"

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func aNewCustomerRedeemsAnOfferWithItsIdentifier() throws {
    let bought = try #require(
      try store.purchase(PurchaseRequest(productID: Self.monthly, offerID: Self.comeback)).transaction)
    let payload = try fixture.payloadObject(bought.jws)
    #expect(payload["offerType"] as? Int == 2)
    #expect(payload["offerIdentifier"] as? String == Self.comeback)
    #expect(payload["offerDiscountType"] as? String == "PAY_AS_YOU_GO")
    #expect(payload["offerPeriod"] as? String == "P3M")  // the offer's whole length
    #expect(payload["price"] as? Int64 == 3_490)
    #expect(payload["expiresDate"] as? Int64 == 1_769_904_000_000)
    let notification = try #require(try fixture.decodedNotifications().first)
    // A first subscription with an offer is SUBSCRIBED (OFFER_REDEEMED is for active subscribers).
    #expect(notification.kind == "SUBSCRIBED/INITIAL_BUY")
    #expect(notification.payload.data?.status == 1)
    #expect(notification.transaction == payload)
    // A promotional offer leaves the group's introductory offer unused.
    #expect(try store.isEligibleForIntroOffer(group: "pro"))
  }

  @Test func aLapsedSubscriberResubscribesWithTheOfferForAllItsPeriods() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.lapse(originalID: first.id)
    try store.advance(by: Self.day)
    let back = try #require(
      try store.purchase(PurchaseRequest(productID: Self.monthly, offerID: Self.comeback)).transaction)
    #expect(back.originalID == first.id && back.offerType == .promotional)
    let info = try #require(try fixture.renewalInfo())
    #expect(info["renewalPrice"] as? Int64 == 3_490)
    #expect(info["offerType"] as? Int == 2)
    #expect(info["offerIdentifier"] as? String == Self.comeback)
    #expect(info["offerDiscountType"] as? String == "PAY_AS_YOU_GO")

    try store.advance(by: 100 * Self.day)  // Feb 2, Mar 2, Apr 2 renew
    let payloads = try store.allTransactions().dropFirst().map { try fixture.payloadObject($0.jws) }
    #expect(payloads.map { $0["price"] as? Int64 } == [3_490, 3_490, 3_490, 6_990])
    #expect(payloads.map { $0["offerType"] as? Int } == [2, 2, 2, nil])
    #expect(payloads.map { $0["offerIdentifier"] as? String } == [Self.comeback, Self.comeback, Self.comeback, nil])
    #expect(
      try fixture.notificationKinds()
        == [
          "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "EXPIRED/VOLUNTARY",
          "SUBSCRIBED/RESUBSCRIBE", "DID_RENEW", "DID_RENEW",
          "DID_RENEW",
        ])
  }

  @Test func anUnknownOfferIsRefusedAndChargesNothing() throws {
    let result = try store.purchase(PurchaseRequest(productID: Self.monthly, offerID: "com.example.pro.monthly.nope"))
    #expect(result == .failed(.invalidOfferIdentifier))
    #expect(try store.transactions().isEmpty)
    #expect(try store.subscriptionStatuses().isEmpty)
    #expect(try store.notifications().isEmpty)
  }
}
