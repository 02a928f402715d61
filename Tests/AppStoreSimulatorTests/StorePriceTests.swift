import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// The store's own prices (`store set-price`, `store price-increase`): new purchases pay the price
/// set today, existing subscribers keep theirs, are asked or are notified, and the sale list the
/// app reads says what is sold at which price.
struct StorePriceTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"  // 6.99 USD, no introductory offer
  static let coins = "com.iaptutorial.coins"

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// Account `account` subscribes to the monthly plan; its original transaction id.
  func subscribe(_ account: String) throws -> Int64 {
    try #require(try store.purchase(PurchaseRequest(productID: Self.monthly, account: account)).transaction).id
  }

  /// The reproduction: after a price increase, a new subscriber was charged the old price.
  @Test func afterAPriceIncreaseANewSubscriberPaysTheNewPrice() throws {
    let first = try subscribe("first")
    try store.increasePrice(originalID: first, to: Price(milliunits: 7_990))
    let second = try #require(
      try store.purchase(PurchaseRequest(productID: Self.monthly, account: "second")).transaction)
    #expect(second.priceMilliunits == 7_990)
    try store.advance(by: 31 * Self.day)
    // The new subscriber renews at the price they bought at, with nothing to consent to.
    let renewals = try store.transactions(account: "second").filter { $0.reason == .renewal }
    #expect(renewals.map(\.priceMilliunits) == [7_990])
  }

  @Test func preservedSubscribersKeepTheirPriceWhileNewOnesPayTheNewOne() throws {
    let old = try subscribe("old")
    #expect(
      try store.setPrice(Self.monthly, storefront: "USA", to: Price(milliunits: 8_990), existing: .preserve) == 1)
    let new = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly, account: "new")).transaction)
    #expect(new.priceMilliunits == 8_990)
    let renewal = try #require(try store.subscriptionStatuses(account: "old").first)
    #expect(renewal.originalTransactionID == old)
    #expect(try fixture.decode(renewal.renewalInfoJWS, as: RenewalInfoPayload.self).renewalPrice == 6_990)
    #expect(try fixture.decode(renewal.renewalInfoJWS, as: RenewalInfoPayload.self).priceIncreaseStatus == nil)
    try store.advance(by: 31 * Self.day)
    #expect(try store.transactions(account: "old").last?.priceMilliunits == 6_990)
    #expect(try store.transactions(account: "new").last?.priceMilliunits == 8_990)
    // No subscriber was told of anything.
    #expect(try fixture.notificationKinds().filter { $0.hasPrefix("PRICE_INCREASE") }.isEmpty)
  }

  @Test func askingEveryExistingSubscriberSendsEachAPendingIncrease() throws {
    _ = try subscribe("a")
    _ = try subscribe("b")
    #expect(
      try store.setPrice(Self.monthly, storefront: "USA", to: Price(milliunits: 7_990), existing: .askConsent) == 2)
    #expect(
      try fixture.notificationKinds() == [
        "SUBSCRIBED/INITIAL_BUY", "SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "PRICE_INCREASE/PENDING",
      ])
    // Without consent both lapse at the end of their period.
    try store.advance(by: 31 * Self.day)
    #expect(try fixture.notificationKinds().suffix(2) == ["EXPIRED/PRICE_INCREASE", "EXPIRED/PRICE_INCREASE"])
  }

  @Test func aLowerPriceReachesExistingSubscribersAtTheirNextRenewalWithoutAWord() throws {
    _ = try subscribe("a")
    try store.setPrice(Self.monthly, storefront: "USA", to: Price(milliunits: 4_990), existing: .askConsent)
    try store.advance(by: 31 * Self.day)
    #expect(try store.transactions(account: "a").last?.priceMilliunits == 4_990)
    #expect(try fixture.notificationKinds() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW"])
  }

  @Test func aPriceIsPerStorefrontAndOneTimePurchasesPayItToo() throws {
    try store.setPrice(Self.coins, storefront: "USA", to: Price(milliunits: 1_490), existing: .preserve)
    let american = try #require(try store.purchase(PurchaseRequest(productID: Self.coins, quantity: 2)).transaction)
    #expect(american.priceMilliunits == 2_980)
    try store.setStorefront("DEU", for: "german")
    let german = try #require(try store.purchase(PurchaseRequest(productID: Self.coins, account: "german")).transaction)
    #expect(german.priceMilliunits == 990)
    #expect(german.currency == "EUR")
  }

  @Test func theSaleListHasTheStoresPricesAndLeavesOutWhatIsOffSale() throws {
    let before = try store.saleList()
    #expect(before.storefront == "USA")
    #expect(before.products.map(\.productID) == store.catalog.products.filter { $0.prices["USA"] != nil }.map(\.id))
    try store.setPrice(Self.coins, storefront: "USA", to: Price(milliunits: 1_490), existing: .preserve)
    try store.removeFromSale("com.iaptutorial.premium")
    let after = try store.saleList()
    #expect(after.products.first { $0.productID == Self.coins }?.price == Price(milliunits: 1_490))
    #expect(!after.products.contains { $0.productID == "com.iaptutorial.premium" })
    let german = try store.saleList(storefront: "DEU")
    #expect(german.storefront == "DEU")
    #expect(german.products.first { $0.productID == Self.coins }?.price == Price(milliunits: 990))
    #expect(throws: StoreError.self) { try store.saleList(storefront: "XXX") }
  }

  @Test func aPriceForAnUnknownProductOrStorefrontIsRefused() throws {
    #expect(throws: StoreError.self) {
      try store.setPrice("com.example.none", storefront: "USA", to: Price(milliunits: 1), existing: .preserve)
    }
    #expect(throws: StoreError.self) {
      try store.setPrice(Self.coins, storefront: "XXX", to: Price(milliunits: 1), existing: .preserve)
    }
    #expect(try store.saleList().products.first { $0.productID == Self.coins }?.price == Price(milliunits: 990))
  }
}
