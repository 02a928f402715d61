import AppStoreSimulator
import Foundation
import Testing

/// Issue 16: a product the developer removes from sale (`store remove-from-sale`) cannot be
/// bought, and a subscription renewing to it expires at its period's end with
/// EXPIRED/PRODUCT_NOT_FOR_SALE, as Apple's does; what was bought stays bought.
struct RemoveFromSaleTests {
  static let monthly = "com.example.pro.monthly"
  static let february1: Int64 = 1_769_904_000_000

  @Test func aSubscriptionOffSaleExpiresAtItsPeriodsEndAndCannotBeBought() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    let premium = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    try store.removeFromSale(Self.monthly)
    try store.removeFromSale("com.iaptutorial.premium")
    #expect(try store.productsOffSale() == ["com.example.pro.monthly", "com.iaptutorial.premium"])
    #expect(
      try store.purchase(PurchaseRequest(productID: Self.monthly, account: "ana")) == .failed(.productUnavailable))
    // What was bought stays bought.
    #expect(try store.transactions().contains { $0.id == premium.id && $0.revocationDate == nil })

    try store.advance(by: 40 * StoreFixture.day)
    let expired = try #require(try fixture.decodedNotifications().last)
    #expect(expired.kind == "EXPIRED/PRODUCT_NOT_FOR_SALE")
    #expect(expired.payload.signedDate == Self.february1)
    #expect(expired.renewalInfo?["expirationIntent"] as? Int == 4)
    #expect(try store.subscriptionStatuses().first?.state == 2)

    try store.returnToSale(Self.monthly)
    #expect(try store.productsOffSale() == ["com.iaptutorial.premium"])
    #expect(try store.purchase(PurchaseRequest(productID: Self.monthly, account: "ana")).transaction != nil)
    #expect(throws: StoreError.self) { try store.removeFromSale("com.example.nope") }
  }
}
