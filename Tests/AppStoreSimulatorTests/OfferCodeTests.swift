import AppStoreSimulator
import Catalog
import Foundation
import StoreWire
import Testing

/// Issue 16: offer codes (`offerType` 3), custom and one-time, with Apple's eligibility, one
/// redemption per customer per offer, limits and expiry, stacking after an introductory offer,
/// and the notifications Apple sends today (SUBSCRIBED for a new or returning subscriber,
/// OFFER_REDEEMED only for an active one).
struct OfferCodeTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"  // 6.99 USD, no introductory offer
  static let yearly = "com.example.pro.yearly"  // 59.99 USD, a one-week free trial
  static let friends = "com.example.pro.monthly.friends"  // a free month, for new and lapsed customers
  static let loyal = "com.example.pro.monthly.loyal"  // 3.49 for three months, for subscribers
  static let extraMonth = "com.example.pro.yearly.extramonth"  // a free month after the trial, stackable

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// The payload of `transaction`.
  func payload(_ transaction: StoreTransaction) throws -> TransactionPayload {
    try fixture.decode(transaction.jws, as: TransactionPayload.self)
  }

  /// The signed renewal info of `account`'s subscription now.
  func renewalInfo(_ account: String = AppStore.defaultAccount) throws -> RenewalInfoPayload {
    let status = try #require(try store.subscriptionStatuses(account: account).first)
    return try fixture.decode(status.renewalInfoJWS, as: RenewalInfoPayload.self)
  }

  /// The custom code `code` for `offer` of `product`.
  @discardableResult
  func custom(_ code: String, _ product: String = monthly, _ offer: String = friends, limit: Int? = nil) throws
    -> OfferCode
  {
    try #require(try store.createOfferCodes(productID: product, offerID: offer, custom: code, limit: limit).first)
  }

  @Test func aNewCustomerSubscribesWithTheCodesOffer() throws {
    try custom("FRIENDS")
    let result = try store.redeemOfferCode("friends")
    guard case .purchased(let transaction) = result else {
      Issue.record("\(result)")
      return
    }
    let signed = try payload(transaction)
    #expect(signed.offerType == 3)
    #expect(signed.offerIdentifier == Self.friends)
    #expect(signed.offerDiscountType == "FREE_TRIAL")
    #expect(signed.offerPeriod == "P1M")
    #expect(signed.price == 0)
    #expect(transaction.expiresDate == 1_769_904_000_000)  // 2026-02-01: a calendar month
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY"])
    // The next renewal is at the regular price, with no offer.
    let next = try renewalInfo()
    #expect(next.offerType == nil && next.offerIdentifier == nil && next.offerPeriod == nil)
    #expect(next.renewalPrice == 6_990)
    try store.advance(by: 32 * Self.day)
    #expect(try store.transactions().last?.priceMilliunits == 6_990)
    #expect(try store.offerCodes().first?.redemptions == 1)
  }

  @Test func oneRedemptionPerCustomerPerOfferAndNoMoreThanTheLimit() throws {
    try custom("TWICE", limit: 2)
    #expect(try store.redeemOfferCode("TWICE", account: "a").isPurchase)
    #expect(try store.redeemOfferCode("TWICE", account: "a") == .refused(.alreadyRedeemed))
    #expect(try store.redeemOfferCode("TWICE", account: "b").isPurchase)
    #expect(try store.redeemOfferCode("TWICE", account: "c") == .refused(.usedUp))
    // Another code for the same offer does not give the same customer a second one.
    try custom("AGAIN")
    #expect(try store.redeemOfferCode("AGAIN", account: "a") == .refused(.alreadyRedeemed))
    #expect(try store.transactions(account: "c").isEmpty)
  }

  @Test func unknownExpiredAndMalformedCodesAreRefusedAndChangeNothing() throws {
    _ = try store.createOfferCodes(
      productID: Self.monthly, offerID: Self.friends, custom: "SHORT", validFor: StoreDuration(milliseconds: Self.day))
    #expect(try store.redeemOfferCode("NOSUCHCODE") == .refused(.unknownCode))
    #expect(try store.redeemOfferCode("") == .refused(.unknownCode))
    #expect(try store.redeemOfferCode("SHORT\u{1B}[2J") == .refused(.unknownCode))
    #expect(try store.redeemOfferCode(String(repeating: "A", count: 10_000)) == .refused(.unknownCode))
    try store.advance(by: 2 * Self.day)
    #expect(try store.redeemOfferCode(" short ") == .refused(.expired))
    #expect(try store.transactions().isEmpty)
    #expect(try store.notifications().isEmpty)
  }

  @Test func eligibilityFollowsTheCustomersStandingInTheGroup() throws {
    try custom("LOYAL", Self.monthly, Self.loyal)
    try custom("FRIENDS")
    // "loyal" is for subscribers only; "friends" for new and lapsed customers.
    #expect(try store.redeemOfferCode("LOYAL") == .refused(.notEligible))
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    #expect(try store.redeemOfferCode("FRIENDS") == .refused(.notEligible))
    try store.setAutoRenew(
      originalID: try #require(try store.subscriptionStatuses().first).originalTransactionID, enabled: false)
    try store.advance(by: 32 * Self.day)
    #expect(try store.redeemOfferCode("LOYAL") == .refused(.notEligible))
    let result = try store.redeemOfferCode("FRIENDS")
    #expect(result.isPurchase)
    #expect(try fixture.notificationKinds().last == "SUBSCRIBED/RESUBSCRIBE")
  }

  @Test func aSubscriberGetsTheOfferFromTheNextRenewalOn() throws {
    try custom("LOYAL", Self.monthly, Self.loyal)
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let result = try store.redeemOfferCode("LOYAL")
    #expect(result == .startsAtRenewal(bought))
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "OFFER_REDEEMED"])
    // The renewal info describes the next renewal: the offer, three months of pay as you go.
    let next = try renewalInfo()
    #expect(next.offerType == 3)
    #expect(next.offerIdentifier == Self.loyal)
    #expect(next.offerDiscountType == "PAY_AS_YOU_GO")
    #expect(next.offerPeriod == "P3M")
    #expect(next.renewalPrice == 3_490)
    try store.advance(by: 4 * 31 * Self.day)
    let renewals = try store.transactions().filter { $0.reason == .renewal }
    #expect(renewals.map(\.priceMilliunits) == [3_490, 3_490, 3_490, 6_990])
    #expect(try renewals.map { try payload($0).offerType } == [3, 3, 3, nil])
    #expect(try payload(renewals[0]).offerPeriod == "P3M")
  }

  @Test func aStackableCodeComesAfterTheIntroductoryOffer() throws {
    try custom("EXTRA", Self.yearly, Self.extraMonth)
    guard case .purchased(let first) = try store.redeemOfferCode("EXTRA") else {
      Issue.record("not purchased")
      return
    }
    let signed = try payload(first)
    #expect(signed.offerType == 1)
    #expect(signed.offerDiscountType == "FREE_TRIAL")
    #expect(signed.offerPeriod == "P1W")
    let next = try renewalInfo()
    #expect(next.offerType == 3)
    #expect(next.offerIdentifier == Self.extraMonth)
    #expect(next.offerPeriod == "P1M")
    #expect(next.renewalPrice == 0)
    try store.advance(by: 8 * Self.day)
    let codeMonth = try #require(try store.transactions().last)
    #expect(codeMonth.reason == .renewal)
    #expect(try payload(codeMonth).offerType == 3)
    #expect(codeMonth.priceMilliunits == 0)
    #expect(codeMonth.expiresDate == 1_770_508_800_000)  // 2026-02-08: one month after the week
    #expect(try renewalInfo().renewalPrice == 59_990)
    #expect(try !store.isEligibleForIntroOffer(group: "pro"))
  }

  @Test func aCodeThatDoesNotStackReplacesTheIntroductoryOfferWhichStaysUnused() throws {
    var catalog = StoreFixture.shippedCatalog
    let index = try #require(catalog.products.firstIndex { $0.id == Self.yearly })
    catalog.products[index].subscription?.offerCodes[0].isStackable = false
    let fixture = try StoreFixture(catalog: catalog)
    _ = try fixture.store.createOfferCodes(productID: Self.yearly, offerID: Self.extraMonth, custom: "EXTRA")
    guard case .purchased(let first) = try fixture.store.redeemOfferCode("EXTRA") else {
      Issue.record("not purchased")
      return
    }
    #expect(try fixture.decode(first.jws, as: TransactionPayload.self).offerType == 3)
    #expect(try fixture.store.isEligibleForIntroOffer(group: "pro"))
  }

  @Test func oneTimeCodesAreGeneratedUniqueAndWorkOnce() throws {
    let codes = try store.createOfferCodes(productID: Self.monthly, offerID: Self.friends, count: 50)
    #expect(codes.count == 50)
    #expect(Set(codes.map(\.code)).count == 50)
    #expect(codes.allSatisfy { $0.code.count == 16 && $0.isOneTime && $0.limit == 1 })
    #expect(codes.allSatisfy { $0.expires == 1_782_864_000_000 })  // 2026-07-01: six months
    #expect(try store.redeemOfferCode(codes[0].code, account: "a").isPurchase)
    #expect(try store.redeemOfferCode(codes[0].code, account: "b") == .refused(.usedUp))
    #expect(try store.redeemOfferCode(codes[1].code.lowercased(), account: "b").isPurchase)
    #expect(try store.offerCodes().filter { $0.redemptions == 1 }.count == 2)
  }

  @Test func creatingCodesChecksWhatTheyAreFor() throws {
    #expect(throws: StoreError.self) {
      try store.createOfferCodes(productID: Self.monthly, offerID: "nope", custom: "X")
    }
    #expect(throws: StoreError.self) {
      try store.createOfferCodes(productID: "com.iaptutorial.coins", offerID: Self.friends, custom: "X")
    }
    #expect(throws: StoreError.self) {
      try store.createOfferCodes(productID: Self.monthly, offerID: Self.friends, custom: "NOT VALID!")
    }
    #expect(throws: StoreError.self) {
      try store.createOfferCodes(productID: Self.monthly, offerID: Self.friends, count: 0)
    }
    #expect(throws: StoreError.self) {
      try store.createOfferCodes(
        productID: Self.monthly, offerID: Self.friends, count: 1, validFor: StoreDuration(months: 7))
    }
    try custom("ONCE")
    #expect(throws: StoreError.self) { try custom("once") }
    #expect(try store.offerCodes().map(\.code) == ["ONCE"])
  }
}

extension CodeRedemptionResult {
  /// Whether the redemption started a subscription.
  var isPurchase: Bool {
    if case .purchased = self { return true }
    return false
  }
}
