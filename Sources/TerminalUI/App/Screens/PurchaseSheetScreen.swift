import Paywall

/// The purchase sheet over the paywall, as on a phone (see `PurchaseSheet` for what it shows).
enum PurchaseSheetScreen {
  /// The sheet for `productID`.
  static func render(_ state: AppState, productID: String, model: PaywallModel) -> TerminalFrame {
    var grid = state.blankGrid()
    let words = state.words
    let lines = PurchaseSheet.lines(
      model: model, productID: productID, words: words,
      account: state.account.map { AppText.accountAndDevice(account: $0.account, device: $0.device, words) },
      outcome: words(.screenOutcome, words(AppText.outcome(state.purchaseChoice))),
      width: PurchaseSheet.width(columns: grid.columns) - 4, billingPlan: state.purchaseBillingPlan)
    // The sheet places its own right-to-left lines in its centred box; the chrome is mirrored.
    grid.mirrored = false
    PurchaseSheet.draw(lines, title: words(.screenAppStore), into: &grid, content: AppChrome.contentRows(state))
    grid.mirrored = state.mirrorsLayout
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }
}
