import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Introductory offers paid as you go and up front, and the one-offer-per-group eligibility rule.
struct IntroductoryOfferTests {
  static let monthly = "com.example.pro.monthly"
  static let yearly = "com.example.pro.yearly"
  static let months: [Int64] = [
    1_767_225_600_000, 1_769_904_000_000, 1_772_323_200_000, 1_775_001_600_000, 1_777_593_600_000,
  ]  // 2026-01-01, 02-01, 03-01, 04-01, 05-01

  /// The shipped catalog with `offer` as the monthly plan's introductory offer.
  static func catalog(monthlyIntro offer: SubscriptionOffer) -> Catalog {
    var catalog = StoreFixture.shippedCatalog
    let index = catalog.products.firstIndex { $0.id == monthly }!
    catalog.products[index].subscription!.introductoryOffer = offer
    return catalog
  }

  static let payAsYouGo = SubscriptionOffer(
    paymentMode: .payAsYouGo, period: Period(1, .month), periods: 3, prices: ["USA": Price(milliunits: 3_495)])
  static let payUpFront = SubscriptionOffer(
    paymentMode: .payUpFront, period: Period(3, .month), prices: ["USA": Price(milliunits: 9_990)])

  @Test func payAsYouGoBillsThreeDiscountedPeriodsThenTheFullPrice() throws {
    let fixture = try StoreFixture(catalog: Self.catalog(monthlyIntro: Self.payAsYouGo))
    let first = try #require(try fixture.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    #expect(first.expiresDate == Self.months[1])
    var info = try #require(try fixture.renewalInfo())
    #expect(info["renewalPrice"] as? Int64 == 3_495)
    #expect(info["offerType"] as? Int == 1)
    #expect(info["offerDiscountType"] as? String == "PAY_AS_YOU_GO")
    #expect(info["offerIdentifier"] == nil)

    try fixture.store.advance(by: Self.months[4] - Self.months[0])
    let payloads = try fixture.store.allTransactions().map { try fixture.payloadObject($0.jws) }
    #expect(payloads.map { $0["purchaseDate"] as? Int64 } == Self.months.map { $0 })
    #expect(payloads.map { $0["price"] as? Int64 } == [3_495, 3_495, 3_495, 6_990, 6_990])
    #expect(payloads.map { $0["offerType"] as? Int } == [1, 1, 1, nil, nil])
    #expect(
      payloads.map { $0["offerDiscountType"] as? String }
        == ["PAY_AS_YOU_GO", "PAY_AS_YOU_GO", "PAY_AS_YOU_GO", nil, nil])
    // `offerPeriod` is the offer's whole length (three months of one month each), as Apple's.
    #expect(payloads.map { $0["offerPeriod"] as? String } == ["P3M", "P3M", "P3M", nil, nil])
    #expect(payloads.allSatisfy { $0["offerIdentifier"] == nil })

    // The renewal info signed with each renewal announces the price of the one after it.
    let renewals = try fixture.decodedNotifications().filter { $0.kind == "DID_RENEW" }
    #expect(renewals.map { $0.renewalInfo?["renewalPrice"] as? Int64 } == [3_495, 6_990, 6_990, 6_990])
    #expect(renewals.map { $0.renewalInfo?["offerType"] as? Int } == [1, nil, nil, nil])
    info = try #require(try fixture.renewalInfo())
    #expect(info["renewalPrice"] as? Int64 == 6_990)
    #expect(info["offerType"] == nil && info["offerDiscountType"] == nil)
  }

  @Test func payUpFrontCoversTheWholeOfferThenRenewsAtTheFullPrice() throws {
    let fixture = try StoreFixture(catalog: Self.catalog(monthlyIntro: Self.payUpFront))
    let first = try #require(try fixture.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    let payload = try fixture.payloadObject(first.jws)
    #expect(payload["price"] as? Int64 == 9_990)
    #expect(payload["offerType"] as? Int == 1)
    #expect(payload["offerDiscountType"] as? String == "PAY_UP_FRONT")
    #expect(payload["offerPeriod"] as? String == "P3M")
    #expect(payload["expiresDate"] as? Int64 == Self.months[3])
    let info = try #require(try fixture.renewalInfo())
    #expect(info["renewalDate"] as? Int64 == Self.months[3])
    #expect(info["renewalPrice"] as? Int64 == 6_990)
    #expect(info["offerType"] == nil)

    try fixture.store.advance(by: Self.months[3] - Self.months[0])
    let renewal = try #require(try fixture.store.allTransactions().last)
    #expect(renewal.reason == .renewal && renewal.purchaseDate == Self.months[3])
    #expect(renewal.priceMilliunits == 6_990 && renewal.offerType == nil)
    #expect(renewal.expiresDate == Self.months[4])
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW"])
  }

  @Test func anOfferUsedOnOnePlanUsesUpTheGroupsOfferForTheAccount() throws {
    let fixture = try StoreFixture(catalog: Self.catalog(monthlyIntro: Self.payAsYouGo))
    let monthly = try #require(try fixture.store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try fixture.store.lapse(originalID: monthly.id)
    #expect(try !fixture.store.isEligibleForIntroOffer(group: "pro"))
    #expect(try fixture.store.isEligibleForIntroOffer(group: "pro", account: "ana"))
    let yearly = try #require(try fixture.store.purchase(PurchaseRequest(productID: Self.yearly)).transaction)
    #expect(yearly.offerType == nil && yearly.priceMilliunits == 59_990)
    // A full year, no trial week.
    #expect(yearly.expiresDate == (yearly.purchaseDate + 365 * StoreFixture.day))
    #expect(try fixture.notificationKinds().last == "SUBSCRIBED/RESUBSCRIBE")
    let other = try #require(
      try fixture.store.purchase(PurchaseRequest(productID: Self.yearly, account: "ana")).transaction)
    #expect(other.offerType == .introductory && other.priceMilliunits == 0)
  }

  @Test func eligibilityIsCountedPerGroup() throws {
    var catalog = StoreFixture.shippedCatalog
    var extra = catalog.product(Self.yearly)!
    extra.id = "com.example.extra.yearly"
    extra.subscription!.groupID = "extra"
    catalog.products.append(extra)
    var group = catalog.subscriptionGroups[0]
    group.id = "extra"
    group.subscriptionIDs = [extra.id]
    catalog.subscriptionGroups.append(group)
    let fixture = try StoreFixture(catalog: catalog)

    _ = try fixture.store.purchase(PurchaseRequest(productID: Self.yearly))
    #expect(try !fixture.store.isEligibleForIntroOffer(group: "pro"))
    #expect(try fixture.store.isEligibleForIntroOffer(group: "extra"))
    let trial = try #require(try fixture.store.purchase(PurchaseRequest(productID: extra.id)).transaction)
    #expect(trial.offerType == .introductory && trial.groupID == "extra" && trial.originalID == trial.id)
    #expect(try fixture.store.subscriptionStatuses().map(\.groupID) == ["extra", "pro"])
  }
}
