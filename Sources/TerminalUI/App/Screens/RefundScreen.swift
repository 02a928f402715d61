/// "Refund this transaction?" over the screen it was asked from: the product, when it was bought,
/// and the keys that refund it or keep it.
enum RefundScreen {
  /// The question for transaction `id` in a box.
  static func render(_ state: AppState, transactionID id: UInt64) -> TerminalFrame {
    var grid = state.blankGrid()
    let transaction = state.account?.history.first { $0.transactionID == id }
    let words = state.words
    let question = words(
      .screenRefundQuestion, transaction?.title ?? "#\(id)",
      transaction.map { AppText.date($0.purchaseDate, words) } ?? "?")
    let lines: [(text: String, style: CellStyle)] = [
      (question, .plain), (words(.screenRefundConsequence), .plain), ("", .plain), (words(.screenRefundKeys), .bold),
    ]
    grid.drawDialog(title: words(.screenRefundTitle), lines: lines, in: AppChrome.contentRows(state))
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }
}
