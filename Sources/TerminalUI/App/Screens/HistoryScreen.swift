/// Every transaction, newest first, with its verification; Enter opens one.
enum HistoryScreen {
  /// Draws the history of `state` between the status line and the footer.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    AppChrome.drawTitle("History", hint: "Enter shows the signed transaction", into: &grid)
    guard let account = state.account else { return }
    guard !account.history.isEmpty else {
      grid.put("No transactions yet.", column: 3, row: 3, style: .dim)
      return
    }
    let rows = 3..<AppChrome.contentRows(state).upperBound
    ListPainter.draw(account.history.map(line), selected: state.selection(.history), rows: rows, into: &grid)
  }

  /// "2026-11-29 17:52  #1001  10 Coins x1  verified".
  static func line(_ transaction: HistoryLine) -> String {
    let status = transaction.revoked ? "refunded" : transaction.verified ? "verified" : "NOT verified"
    return AppText.date(transaction.purchaseDate) + "  " + ListPainter.padded("#\(transaction.transactionID)", 8)
      + ListPainter.fitted("\(transaction.title) x\(transaction.quantity)", 30) + status
  }
}
