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
    let idWidth = account.history.map { DisplayWidth.of("#\($0.transactionID)") + 1 }.max() ?? 0
    let lines = account.history.map { line($0, width: grid.columns - 4, idWidth: idWidth) }
    ListPainter.draw(lines, selected: state.selection(.history), rows: rows, into: &grid)
  }

  /// "2026-11-29 17:52  #1001   10 Coins x2   verified" in `width` cells, the id column
  /// `idWidth` wide: the date and the status always show; where space is short the name is cut,
  /// and below a short name the id goes (Enter still shows it).
  static func line(_ transaction: HistoryLine, width: Int = 76, idWidth: Int = 8) -> String {
    let status = transaction.revoked ? AppText.refunded : transaction.verified ? "verified" : "NOT verified"
    let date = AppText.date(transaction.purchaseDate) + "  "
    let fixed = DisplayWidth.of(date) + DisplayWidth.of("NOT verified")
    let idColumn = max(idWidth, 8)
    let showsID = width - fixed - idColumn >= 12
    let name = max(8, min(30, width - fixed - (showsID ? idColumn : 0)))
    return date + (showsID ? ListPainter.padded("#\(transaction.transactionID)", idColumn) : "")
      + ListPainter.fitted("\(transaction.title) x\(transaction.quantity)", name) + status
  }
}
