import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Devices per account, and an account moving storefront: purchases and renewals priced there.
struct StorefrontChangeTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let february1: Int64 = 1_769_904_000_000
  static let march1: Int64 = 1_772_323_200_000

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func aRenewalIsPricedInTheStorefrontTheAccountMovedTo() throws {
    let first = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    #expect(first.priceMilliunits == 6_990 && first.currency == "USD" && first.storefront == "USA")
    try store.advance(by: 10 * Self.day)
    try store.setStorefront("JPN")
    #expect(try store.storefront().id == "JPN")
    let info = try #require(try fixture.renewalInfo())
    #expect(info["renewalPrice"] as? Int64 == 1_000_000)
    #expect(info["currency"] as? String == "JPY")

    try store.advance(by: 21 * Self.day)  // Feb 1
    let renewal = try #require(try store.allTransactions().last)
    let expected: NSDictionary = [
      "transactionId": "2000000000000002", "originalTransactionId": "2000000000000001",
      "webOrderLineItemId": "2000000000000002", "bundleId": "com.iaptutorial.storefront",
      "appTransactionId": StoreFixture.appTransactionID, "productId": Self.monthly,
      "subscriptionGroupIdentifier": "pro", "purchaseDate": Self.february1, "originalPurchaseDate": StoreFixture.start,
      "expiresDate": Self.march1, "quantity": 1, "type": "Auto-Renewable Subscription",
      "inAppOwnershipType": "PURCHASED", "signedDate": Self.february1, "environment": "Sandbox",
      "storefront": "JPN", "storefrontId": "143462", "transactionReason": "RENEWAL", "price": 1_000_000,
      "currency": "JPY",
    ]
    #expect(try fixture.payloadObject(renewal.jws) == expected)
    #expect(renewal.deviceName == nil)
    let renewed = try #require(try fixture.decodedNotifications().last)
    #expect(renewed.kind == "DID_RENEW")
    #expect(renewed.transaction == expected)
    #expect(renewed.renewalInfo?["currency"] as? String == "JPY")
    #expect(renewed.renewalInfo?["renewalPrice"] as? Int64 == 1_000_000)
  }

  @Test func anotherAccountKeepsItsOwnStorefront() throws {
    try store.setStorefront("GBR", for: "ana")
    #expect(try store.storefront(of: "ana").currency == "GBP")
    #expect(try store.storefront().id == "USA")
    let coins = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", quantity: 3, account: "ana")).transaction)
    let payload = try fixture.decode(coins.jws, as: TransactionPayload.self)
    #expect(payload.price == 2_970 && payload.currency == "GBP")
    #expect(payload.storefront == "GBR" && payload.storefrontId == "143444")
  }

  @Test func anUnknownStorefrontIsRefusedWithTheKnownOnes() throws {
    do {
      try store.setStorefront("XYZ")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "storefront \"XYZ\" is not in the catalog; choose one of: "
          + "USA, GBR, DEU, FRA, JPN, IND, BRA, SAU, TUR, CHE, KOR, CAN")
    }
    #expect(try store.storefront().id == "USA")
  }

  @Test func devicesAreRegisteredPerAccountOnFirstUse() throws {
    #expect(try store.deviceNames().isEmpty)
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", device: "phone", account: "ana"))
    let tablet = try store.device(named: "tablet", account: "ana")
    #expect(try store.device(named: "tablet", account: "ana") == tablet)
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", device: "tablet", account: "ana"))
    #expect(try store.deviceNames(account: "ana") == ["phone", "tablet"])
    #expect(try store.deviceNames().isEmpty)
    #expect(try store.transactions(account: "ana").map(\.deviceName) == ["phone", "tablet"])
  }
}
