import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import Testing

/// Subscriptions as the app sees them: status and renewal state, entitlement through the grace
/// period, renewals arriving as updates, intro-offer eligibility.
struct SubscriptionClientTests {
  let fixture: ClientFixture
  static let day = ClientFixture.day
  static let monthly = "com.example.pro.monthly"
  static let yearly = "com.example.pro.yearly"

  init() throws { fixture = try ClientFixture() }

  func status(_ client: StoreClient) throws -> StoreClient.SubscriptionStatus {
    try #require(try client.subscriptionStatuses().first)
  }

  @Test func renewalsArriveAsUpdatesAndKeepTheSubscriptionEntitled() throws {
    let phone = try fixture.client()
    let first = try #require(try phone.purchase(Self.monthly).transaction)
    #expect(try status(phone).state == .subscribed)
    try fixture.store.advance(by: 31 * Self.day)
    let renewals = try phone.updates().compactMap(\.transaction.verifiedValue)
    #expect(renewals.map(\.reason) == [.renewal] && renewals.map(\.rawReason) == ["RENEWAL"])
    #expect(renewals.first?.originalID == first.id)
    #expect(try phone.currentEntitlements().map(\.id) == renewals.map(\.id))
    #expect(try phone.unlocks() == ["pro", "premium"])
    let renewal = try #require(try status(phone).renewalInfo.verifiedValue)
    #expect(renewal.willAutoRenew && renewal.autoRenewPreference == Self.monthly)
  }

  @Test func theGracePeriodKeepsAccessBillingRetryDoesNot() throws {
    let phone = try fixture.client()
    _ = try phone.purchase(Self.monthly)
    try fixture.store.setSwitches(
      StoreSwitches(askToBuy: false, interruptedPurchases: false, billingRetryOnRenewal: true, gracePeriodDays: 16))
    try fixture.store.advance(by: 32 * Self.day)
    #expect(try status(phone).state == .inGracePeriod)
    #expect(try phone.unlocks() == ["pro", "premium"])
    try fixture.store.advance(by: 16 * Self.day)
    #expect(try status(phone).state == .inBillingRetryPeriod)
    #expect(try phone.unlocks() == [])
    try fixture.store.advance(by: 60 * Self.day)
    #expect(try status(phone).state == .expired)
    #expect(try status(phone).renewalInfo.verifiedValue?.expirationReason == 2)
  }

  @Test func aRefundedSubscriptionIsRevokedAndLocked() throws {
    let phone = try fixture.client()
    let bought = try #require(try phone.purchase(Self.monthly).transaction)
    _ = try fixture.store.refund(transactionID: Int64(bought.id))
    _ = try phone.updates()
    #expect(try status(phone).state == .revoked)
    #expect(try phone.unlocks() == [])
  }

  @Test func theIntroOfferIsOncePerGroup() throws {
    let phone = try fixture.client()
    #expect(try phone.isEligibleForIntroOffer(group: "pro"))
    let trial = try #require(try phone.purchase(Self.yearly).transaction)
    #expect(trial.offerType == .introductory && trial.rawOfferType == 1)
    #expect(trial.productType == .autoRenewable && trial.rawProductType == "Auto-Renewable Subscription")
    #expect(trial.priceMilliunits == 0)
    #expect(try !phone.isEligibleForIntroOffer(group: "pro"))
  }

  @Test func aCrossgradeMovesTheEntitlementToTheNewPlanAtTheNextRenewal() throws {
    let phone = try fixture.client()
    let monthly = try #require(try phone.purchase(Self.monthly).transaction)
    guard case .planChangeScheduled(let current, let next) = try phone.purchase(Self.yearly) else {
      Issue.record("a crossgrade to another duration waits for the renewal")
      return
    }
    #expect(current.verifiedValue?.id == monthly.id && next == Self.yearly)
    #expect(try phone.currentEntitlements().map(\.productID) == [Self.monthly])
    try fixture.store.advance(by: 32 * Self.day)
    let renewed = try phone.updates().compactMap(\.transaction.verifiedValue)
    #expect(renewed.map(\.productID) == [Self.yearly])
    #expect(try phone.currentEntitlements().map(\.productID) == [Self.yearly])
  }

  @Test func aSeasonPassEntitlesUntilTheMomentItExpires() throws {
    let phone = try fixture.client()
    let pass = try #require(try phone.purchase("com.example.seasonpass").transaction)
    // Signed without an end, as Apple's; the app counts the catalog's P3M from the signed purchase date.
    #expect(pass.expirationDate == nil)
    let expires = try #require(phone.accessEnd(of: pass))
    #expect(expires == 1_775_001_600_000 && pass.purchaseDate == ClientFixture.start)
    #expect(try phone.unlocks() == ["premium"])
    fixture.clock.advance(expires - ClientFixture.start - 1)
    #expect(try phone.unlocks() == ["premium"])
    fixture.clock.advance(1)  // the expiry moment itself no longer entitles
    #expect(try phone.unlocks() == [])
    #expect(try phone.allTransactions().count == 1)
  }
}

/// Issue 15: the product and offer types of a signed transaction are enums with raw values; a value
/// Apple has not defined is kept raw and names no type, so nothing is granted for it.
@Suite struct TransactionTypeTests {
  @Test func knownAndUnknownTypesDecode() throws {
    func decoded(type: String, offer: Int?) throws -> Transaction {
      var fields: [String: Any] = [
        "transactionId": "2000000000000001", "originalTransactionId": "2000000000000001",
        "productId": "com.example.pro.yearly", "type": type, "bundleId": "b", "purchaseDate": 1,
        "originalPurchaseDate": 1, "signedDate": 1, "quantity": 1, "environment": "Sandbox",
        "transactionReason": "PURCHASE", "storefront": "USA",
      ]
      if let offer { fields["offerType"] = offer }
      return try JSONDecoder().decode(Transaction.self, from: JSONSerialization.data(withJSONObject: fields))
    }
    let trial = try decoded(type: "Auto-Renewable Subscription", offer: 1)
    #expect(trial.productType == .autoRenewable && trial.offerType == .introductory)
    let odd = try decoded(type: "Lifetime Pass", offer: 9)
    #expect(odd.productType == nil && odd.rawProductType == "Lifetime Pass")
    #expect(odd.offerType == nil && odd.rawOfferType == 9)
    #expect(!odd.isConsumable)
    for type in ProductType.allCases { #expect(ProductType(transactionTypeName: type.transactionTypeName) == type) }
  }
}
