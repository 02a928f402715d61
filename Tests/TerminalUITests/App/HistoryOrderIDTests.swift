import Foundation
import Paywall
import Testing

@testable import TerminalUI

/// Issue 14: the history shows each purchase's order id (as on the customer's receipt) where it
/// fits, and the transaction screen always does.
struct HistoryOrderIDTests {
  let environment = AppFixture.environment

  func history(columns: Int, rows: Int) -> CellGrid {
    var state = AppFixture.loaded(AppFixture.subscriber, columns: columns, rows: rows)
    AppFixture.press(.char("h"), on: &state)
    return AppScreen.render(state, environment: environment).grid
  }

  @Test func at80x24EveryRowHasItsOrderIDAfterTheTransactionID() {
    let grid = history(columns: 80, rows: 24)
    #expect(grid.rowText(3) == " ▶ 2026-11-29 17:52  #1003   MJ5NYLBSQ4  Pro Yearly ×1             verified")
    #expect(grid.rowText(4) == "   2026-11-29 16:52  #1002   MNQVZU9CLQ  Unlock Premium Version ×1 verified")
    #expect(grid.rowText(5) == "   2026-11-29 15:52  #1001   MAE8SNDKG5  10 Coins ×2               verified")
  }

  @Test func narrowerTheNameKeepsItsRoomAndTheOrderIDGoesFirst() {
    let line = AppFixture.subscriber.history[1]
    // 66 cells: both ids and a name of 16 (cut before its quantity, which stays).
    #expect(HistoryScreen.line(line, width: 66) == "2026-11-29 16:52  #1002   MNQVZU9CLQ  Unlock Prem… ×1 verified")
    // 60 cells: no room for both ids; the order id stays.
    #expect(HistoryScreen.line(line, width: 60) == "2026-11-29 16:52  MNQVZU9CLQ  Unlock Premiu… ×1 verified")
    // 56 cells (a 60-column screen): the short transaction id and the name.
    #expect(HistoryScreen.line(line, width: 56) == "2026-11-29 16:52  #1002   Unlock Premiu… ×1 verified")
    #expect(history(columns: 60, rows: 20).rowText(4) == "   2026-11-29 16:52  #1002   Unlock Premiu… ×1 verified")
  }

  @Test func aPurchaseWithoutAnOrderIDLeavesNoGap() {
    var line = AppFixture.subscriber.history[0]
    line.orderID = ""
    #expect(HistoryScreen.line(line) == "2026-11-29 17:52  #1003   Pro Yearly ×1                 verified")
  }

  @Test func theTransactionScreenNamesTheOrderIDAtAnySize() {
    for (columns, rows) in [(80, 24), (60, 20)] {
      var state = AppFixture.loaded(AppFixture.subscriber, columns: columns, rows: rows)
      AppFixture.press(.char("h"), .enter, on: &state)
      let grid = AppScreen.render(state, environment: environment).grid
      #expect(grid.rowText(4) == " Order ID: MJ5NYLBSQ4", "\(columns)x\(rows)")
    }
    #expect(TransactionText.lines(of: 1002, in: AppFixture.subscriber)[1] == "Order ID: MNQVZU9CLQ")
  }
}
