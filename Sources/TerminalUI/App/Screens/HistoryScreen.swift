import Localization

/// Every transaction, newest first, with its verification; Enter opens one.
enum HistoryScreen {
  /// Draws the history of `state` between the status line and the footer.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    let words = state.words
    AppChrome.drawTitle(words(.screenHistory), hint: words(.screenHistoryHint), into: &grid)
    guard let account = state.account else { return }
    guard !account.history.isEmpty else {
      grid.put(words(.screenNoTransactions), column: 3, row: 3, style: .dim)
      return
    }
    let rows = 3..<AppChrome.contentRows(state).upperBound
    let idWidth = account.history.map { DisplayWidth.of("#\($0.transactionID)") + 1 }.max() ?? 0
    let names = Array(state.names.products.values)
    let nameWidth = account.history.map { nameText($0, $0.title, words) }.map(DisplayWidth.of).max() ?? 0
    let lines = account.history.map {
      line($0, width: grid.columns - 4, idWidth: idWidth, nameWidth: nameWidth + 2, words, apartFrom: names)
    }
    ListPainter.draw(lines, selected: state.selection(.history), rows: rows, into: &grid)
  }

  /// "2026-11-29 17:52  #1001   MK5TTTVWJH  10 Coins x2   verified" in `width` cells, the id
  /// column `idWidth` wide: the date and the status always show, and the name in at least
  /// `shortestName` cells; where space is short the name is cut, then the transaction id goes
  /// (Enter still shows it), then the order id (the transaction screen shows it too). A name that a
  /// cut would make read like another of `others` (the catalog's product names) is cut in the middle.
  static func line(
    _ transaction: HistoryLine, width: Int = 76, idWidth: Int = 8, nameWidth: Int = 30,
    _ words: Translations = .forLanguage("en"), apartFrom others: [String] = []
  ) -> String {
    let statuses: [UIKey] = [.screenRefunded, .screenVerified, .screenNotVerified]
    let status = words(
      transaction.revoked ? .screenRefunded : transaction.verified ? .screenVerified : .screenNotVerified)
    let date = AppText.date(transaction.purchaseDate, words) + "  "
    let fixed = DisplayWidth.of(date) + (statuses.map { DisplayWidth.of(words($0)) }.max() ?? 12)
    let idColumn = max(idWidth, 8)
    let orderColumn = transaction.orderID.isEmpty ? 0 : DisplayWidth.of(transaction.orderID) + 2
    var room = width - fixed
    let showsOrder = orderColumn > 0 && room - orderColumn >= shortestName
    if showsOrder { room -= orderColumn }
    let showsID = room - idColumn >= shortestName
    if showsID { room -= idColumn }
    // As wide as the list's longest name (`nameWidth`) where there is room (120 columns cut them at 30).
    let name = max(8, min(max(nameWidth, 8), room))
    // The name is cut, never the quantity after it.
    let quantity = words.number(Int64(transaction.quantity))
    let title = ListPainter.cut(
      transaction.title, name - DisplayWidth.of(words(.screenQuantity, "", quantity)) - 1, apartFrom: others)
    return date + (showsID ? ListPainter.padded("#\(transaction.transactionID)", idColumn) : "")
      + (showsOrder ? ListPainter.padded(transaction.orderID, orderColumn) : "")
      + ListPainter.fitted(nameText(transaction, title, words), name) + status
  }

  /// "10 Coins ×2": `title` with the transaction's quantity.
  static func nameText(_ transaction: HistoryLine, _ title: String, _ words: Translations) -> String {
    words(.screenQuantity, title, words.number(Int64(transaction.quantity)))
  }

  /// The fewest cells the product's name keeps before an id column makes way for it.
  static let shortestName = 16
}
