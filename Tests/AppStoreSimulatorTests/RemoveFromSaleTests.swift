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

  /// What stops a renewal stops a billing recovery; an approval waiting for a parent is not sold
  /// either; an owner of what was taken off sale still owns it.
  @Test func offSaleStopsRecoveriesAndApprovalsButNotOwnership() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    var switches = try store.switches()
    switches.billingRetryOnRenewal = true
    try store.setSwitches(switches)
    let premium = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    try store.advance(by: 35 * StoreFixture.day)  // the renewal failed: billing retry
    #expect(try store.subscriptionStatuses().first?.state == 3)
    switches.askToBuy = true
    try store.setSwitches(switches)
    guard case .pending(let waiting) = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")) else {
      Issue.record("expected Ask to Buy")
      return
    }
    try store.removeFromSale(Self.monthly)
    try store.removeFromSale("com.iaptutorial.coins")
    try store.removeFromSale("com.iaptutorial.premium")
    switches.billingRetryOnRenewal = false
    switches.askToBuy = false
    try store.setSwitches(switches)
    #expect(try fixture.decodedNotifications().last?.kind == "EXPIRED/PRODUCT_NOT_FOR_SALE")
    #expect(try store.approve(pending: waiting.id) == .failed(.productUnavailable))
    #expect(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium"))
        == .alreadyOwned(
          try #require(try store.transactions().first { $0.id == premium.id })))
  }
}
