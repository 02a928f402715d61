import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// The app account token given at purchase, carried by every later transaction of the subscription.
struct AppAccountTokenTests {
  static let day = StoreFixture.day
  static let monthly = PlanChangeTests.monthly
  static let first = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!
  static let second = UUID(uuidString: "AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE")!

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture(catalog: PlanChangeTests.tieredCatalog) }

  func tokens() throws -> [String?] {
    try store.allTransactions().map { try fixture.payloadObject($0.jws)["appAccountToken"] as? String }
  }

  @Test func renewalsCarryTheTokenOfThePurchase() throws {
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly, appAccountToken: Self.first))
    try store.advance(by: 60 * Self.day)
    #expect(try tokens() == Array(repeating: "11111111-2222-4333-8444-555555555555", count: 3))
  }

  @Test func aResubscriptionsRenewalsCarryItsNewToken() throws {
    let lapsed = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    try store.lapse(originalID: lapsed.id)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly, appAccountToken: Self.second))
    try store.advance(by: 31 * Self.day)
    let token = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"
    #expect(try tokens() == [nil, token, token])
  }

  @Test func anUpgradeKeepsTheTokenGivenWithIt() throws {
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly, appAccountToken: Self.first))
    try store.advance(by: 10 * Self.day)
    let upgraded = try #require(
      try store.purchase(PurchaseRequest(productID: PlanChangeTests.max, appAccountToken: Self.second)).transaction)
    #expect(
      try fixture.payloadObject(upgraded.jws)["appAccountToken"] as? String == Self.second.uuidString.lowercased())
    try store.advance(by: 31 * Self.day)
    #expect(
      try tokens() == [
        Self.first.uuidString.lowercased(), Self.second.uuidString.lowercased(), Self.second.uuidString.lowercased(),
      ])
  }
}
