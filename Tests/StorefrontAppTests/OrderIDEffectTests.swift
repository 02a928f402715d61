import StoreWire
import AppStoreSimulator
import Foundation
import TerminalUI
import Testing

@testable import StorefrontApp

/// Issue 14: the history's order ids are the store's, the ones `buy` and `transactions` print.
struct OrderIDEffectTests {
  @Test func everyHistoryLineHasTheOrderIDTheCommandLinePrints() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    let line = try #require(try app.account().history.first)
    #expect(line.orderID == OrderID.make(transactionID: Int64(line.transactionID)))
    let order = try app.store.lookUpOrder(line.orderID)
    #expect(order.status == .valid && order.transactions.map(\.id) == [Int64(line.transactionID)])
  }
}
