import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Upgrades, downgrades and crossgrades within a subscription group.
struct PlanChangeTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let yearly = "com.example.pro.yearly"
  static let max = "com.example.pro.max.monthly"

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  /// The shipped Pro group with monthly and yearly at level 2 and a "Max" monthly plan at level 1.
  static var tieredCatalog: Catalog {
    var catalog = StoreFixture.shippedCatalog
    for index in catalog.products.indices where catalog.products[index].subscription != nil {
      catalog.products[index].subscription!.level = 2
    }
    var max = catalog.product(monthly)!
    max.id = Self.max
    max.subscription!.level = 1
    max.prices = max.prices.mapValues { Price(milliunits: $0.milliunits * 2) }
    catalog.products.append(max)
    catalog.subscriptionGroups[0].subscriptionIDs.append(Self.max)
    return catalog
  }

  init() throws { fixture = try StoreFixture(catalog: Self.tieredCatalog) }

  @Test func anUpgradeTakesEffectNowAndMarksTheOldTransaction() throws {
    let base = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.advance(by: 10 * Self.day)
    let upgraded = try #require(try store.purchase(PurchaseRequest(productID: Self.max)).transaction)
    #expect(upgraded.originalID == base.id)
    #expect(upgraded.purchaseDate == StoreFixture.start + 10 * Self.day)
    #expect(upgraded.priceMilliunits == 13_980)
    let old = try #require(try store.transactions().first { $0.id == base.id })
    #expect(old.isUpgraded)
    #expect(try fixture.payloadObject(old.jws)["isUpgraded"] as? Bool == true)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/UPGRADE"])
    #expect(try store.subscriptionStatuses().first?.productID == Self.max)
  }

  @Test func aDowngradeWaitsForTheNextRenewal() throws {
    let top = try #require(try store.purchase(PurchaseRequest(productID: Self.max)).transaction)
    let result = try store.purchase(PurchaseRequest(productID: Self.monthly))
    #expect(result == .planChangeScheduled(current: top, nextProductID: Self.monthly))
    var status = try #require(try store.subscriptionStatuses().first)
    #expect(status.productID == Self.max)
    #expect(status.renewalInfo.autoRenewProductId == Self.monthly)
    try store.advance(by: 31 * Self.day)
    status = try #require(try store.subscriptionStatuses().first)
    #expect(status.productID == Self.monthly)
    #expect(status.transaction.priceMilliunits == 6_990)
    #expect(
      try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/DOWNGRADE", "DID_RENEW"])
  }

  @Test func buyingTheCurrentPlanAgainCancelsAScheduledDowngrade() throws {
    let top = try #require(try store.purchase(PurchaseRequest(productID: Self.max)).transaction)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    let again = try store.purchase(PurchaseRequest(productID: Self.max))
    guard case .alreadyOwned(let owned) = again else {
      Issue.record("expected alreadyOwned, got \(again)")
      return
    }
    #expect(owned.id == top.id)
    #expect(try store.subscriptionStatuses().first?.renewalInfo.autoRenewProductId == Self.max)
    try store.advance(by: 31 * Self.day)
    let renewal = try #require(try store.transactions().last)
    #expect(renewal.productID == Self.max && renewal.reason == .renewal && renewal.priceMilliunits == 13_980)
    #expect(
      try fixture.notificationKinds() == [
        "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/DOWNGRADE", "DID_CHANGE_RENEWAL_PREF", "DID_RENEW",
      ])
  }

  @Test func buyingTheCurrentPlanAgainTurnsAutoRenewBackOn() throws {
    let top = try #require(try store.purchase(PurchaseRequest(productID: Self.max)).transaction)
    try store.setAutoRenew(originalID: top.id, enabled: false)
    #expect(try store.purchase(PurchaseRequest(productID: Self.max)) == .alreadyOwned(top))
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.renewalInfo.autoRenewStatus == 1)
    #expect(status.renewalInfo.expirationIntent == nil)
    #expect(
      try fixture.notificationKinds() == [
        "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED",
        "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_ENABLED",
      ])
    #expect(try store.purchase(PurchaseRequest(productID: Self.max)) == .alreadyOwned(top))
    #expect(try fixture.notificationKinds().count == 3)  // nothing left to change: no notification
  }

  @Test func aCrossgradeOfAnotherDurationWaitsForTheNextRenewal() throws {
    _ = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    guard case .planChangeScheduled(_, let next) = try store.purchase(PurchaseRequest(productID: Self.yearly)) else {
      Issue.record("expected a scheduled change")
      return
    }
    #expect(next == Self.yearly)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF"])
    try store.advance(by: 31 * Self.day)
    let status = try #require(try store.subscriptionStatuses().first)
    #expect(status.productID == Self.yearly)
    #expect(status.transaction.offerType == nil)  // a plan change never gets the trial
    #expect(status.expiresDate == 1_769_904_000_000 + 365 * Self.day)
  }
}
