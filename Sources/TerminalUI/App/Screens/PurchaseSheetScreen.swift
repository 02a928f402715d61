import Paywall

/// The purchase sheet over the paywall, as on a phone: product, billed price, period, trial terms
/// (only when the customer is eligible), account, the simulated outcome, confirm or cancel.
enum PurchaseSheetScreen {
  /// The sheet for `productID`.
  static func render(_ state: AppState, productID: String, model: PaywallModel) -> TerminalFrame {
    var grid = state.blankGrid()
    let lines = lines(state, card: model.cards.first { $0.planID == productID }, productID: productID)
    let width = min(grid.columns - 4, 64)
    let content = AppChrome.contentRows(state)
    let height = min(lines.count + 2, content.count)
    let box = Rect(
      column: (grid.columns - width) / 2, row: content.lowerBound + max(0, (content.count - height) / 2),
      width: width, height: height)
    grid.drawBox(box, title: state.words(.screenAppStore))
    for (index, line) in lines.prefix(height - 2).enumerated() {
      grid.put(line.text, column: box.column + 2, row: box.row + 1 + index, style: line.style, maxWidth: width - 4)
    }
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }

  private static func lines(_ state: AppState, card: PlanCard?, productID: String) -> [(text: String, style: CellStyle)]
  {
    guard let card else { return [(productID, .bold)] }
    let words = state.words
    var lines: [(String, CellStyle)] = [(card.title, .bold), ("", .plain)]
    lines.append((card.billedPrice + (card.periodText.map { $0.hasPrefix("/") ? $0 : " \($0)" } ?? ""), .bold))
    if let quantity = card.quantityText { lines.append((quantity, .plain)) }
    if let trial = card.trialTerms { lines.append((trial, .plain)) }
    if card.type == .autoRenewable { lines.append((words(.screenRenewsUntilCancelled), .dim)) }
    lines.append(("", .plain))
    lines.append(
      (state.account.map { AppText.accountAndDevice(account: $0.account, device: $0.device, words) } ?? "…", .plain))
    lines.append((words(.screenOutcome, words(AppText.outcome(state.purchaseChoice))), .plain))
    lines.append(("", .plain))
    lines.append((words(.screenConfirmKeys), CellStyle([.bold])))
    return lines
  }
}
