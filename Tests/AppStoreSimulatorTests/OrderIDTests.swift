import StoreWire
@testable import AppStoreSimulator
import Foundation
import SQLite
import Testing

/// Order ids: Apple's shape, one per transaction, found again by Look Up Order ID.
struct OrderIDTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func orderIDsHaveApplesShapeAndAreUniqueAcrossManyIDs() {
    let start: Int64 = 2_000_000_000_000_001
    var seen = Set<String>()
    for id in start..<(start + 20_000) {
      let order = OrderID.make(transactionID: id)
      #expect(OrderID.isWellFormed(order), "\(order)")
      seen.insert(order)
    }
    #expect(seen.count == 20_000)
    #expect(OrderID.make(transactionID: start) == OrderID.make(transactionID: start))
    #expect(
      !OrderID.isWellFormed("MK5TTTVWJ") && !OrderID.isWellFormed("XK5TTTVWJH") && !OrderID.isWellFormed("MK5TTTVWJ0"))
  }

  @Test func everyPurchaseAndRenewalHasItsOrderIDAndLookUpFindsIt() throws {
    let coins = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    let monthly = try #require(try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly")).transaction)
    try store.advance(by: 32 * StoreFixture.day)
    let all = try store.allTransactions()
    #expect(all.count == 3)
    #expect(Set(all.map(\.orderID)).count == 3)
    #expect(all.allSatisfy { $0.orderID == OrderID.make(transactionID: $0.id) })
    #expect(coins.orderID == OrderID.make(transactionID: coins.id))

    let found = try store.lookUpOrder(monthly.orderID)
    #expect(found.status == .valid)
    #expect(found.transactions.map(\.id) == [monthly.id])
    #expect(try fixture.payloadObject(found.transactions[0].jws)["transactionId"] as? String == String(monthly.id))

    let unknown = try store.lookUpOrder(OrderID.make(transactionID: 42))
    #expect(unknown.status == .invalid && unknown.transactions.isEmpty)
    #expect(try store.lookUpOrder("not an order").status == .invalid)
  }

  @Test func aLedgerFromBeforeOrderIDsIsBackFilledWhenOpened() throws {
    let bought = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium")).transaction)
    let path = fixture.directory.appendingPathComponent(AppStore.ledgerFile).path
    let raw = try SQLiteDatabase(
      path: path, applicationID: StoreSchema.applicationID, migrations: StoreSchema.migrations)
    try raw.execute("UPDATE store_transaction SET order_id = NULL")
    #expect(try store.lookUpOrder(bought.orderID).status == .invalid)
    let reopened = try fixture.reopen()
    #expect(try reopened.lookUpOrder(bought.orderID).transactions.map(\.id) == [bought.id])
  }
}
