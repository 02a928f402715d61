/// "Refund this transaction?" over the screen it was asked from: the product, when it was bought,
/// and the keys that refund it or keep it.
enum RefundScreen {
  /// The question for transaction `id` in a box.
  static func render(_ state: AppState, transactionID id: UInt64) -> TerminalFrame {
    var grid = state.blankGrid()
    let transaction = state.account?.history.first { $0.transactionID == id }
    let words = state.words
    let question = words(
      .screenRefundQuestion, transaction?.title ?? "#\(id)", transaction.map { AppText.date($0.purchaseDate) } ?? "?")
    let lines = [question, words(.screenRefundConsequence), "", words(.screenRefundKeys)]
    let width = min(grid.columns - 4, 70)
    let box = Rect(
      column: (grid.columns - width) / 2, row: max(1, grid.rows / 2 - 4), width: width, height: lines.count + 2)
    grid.drawBox(box, title: words(.screenRefundTitle))
    for (index, line) in lines.enumerated() {
      grid.put(
        line, column: box.column + 2, row: box.row + 1 + index, style: index == lines.count - 1 ? .bold : .plain,
        maxWidth: width - 4)
    }
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }
}
