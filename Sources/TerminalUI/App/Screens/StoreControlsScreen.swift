/// The simulated store's controls, like Xcode's transaction manager: clock, switches, what waits, refunds.
enum StoreControlsScreen {
  /// Draws the store of `state`.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    AppChrome.drawTitle("Store controls", hint: "the simulated App Store", into: &grid)
    guard let account = state.account else { return }
    let store = account.store
    let next = store.nextRenewal.map(AppText.date) ?? "none"
    let settings = [
      ("n", "Advance to next renewal: \(next)"),
      (
        "+/-",
        "Time rate: \(store.rate.name)"
          + (store.rate.hasFixedRenewalPeriod ? " (real-time clock)" : " (\(AppText.rate(store.timeRate)))")
      ),
      ("b", "Billing issue on renewal: \(store.billingIssue ? "on" : "off")"),
      ("g", "Grace period: \(store.gracePeriod ? "on" : "off")"),
      ("A", AppText.askToBuySwitch(store.askToBuy)),
      ("x", AppText.interruptedSwitch(store.interruptedPurchases)),
    ]
    for (index, (key, text)) in settings.enumerated() {
      grid.put(key, column: 1, row: 3 + index, style: .bold)
      grid.put(text, column: 6, row: 3 + index, maxWidth: grid.columns - 7)
    }
    let listTop = 3 + settings.count + 1
    grid.put("Waiting and done (a/d approve/decline, i resolve, f refund):", column: 1, row: listTop, style: .bold)
    let items = StoreItem.items(account)
    guard !items.isEmpty else {
      grid.put("Nothing waits and nothing to refund.", column: 3, row: listTop + 1, style: .dim)
      return
    }
    let rows = (listTop + 1)..<AppChrome.contentRows(state).upperBound
    ListPainter.draw(items.map(line), selected: state.selection(.storeControls), rows: rows, into: &grid)
  }

  /// One line of the list: what it is, and which key acts on it.
  static func line(_ item: StoreItem) -> String {
    switch item {
    case .approval(let pending): "Ask to Buy    \(pending.title)  (\(pending.id))"
    case .interrupted(let pending): "Interrupted   \(pending.title)  (\(pending.id))"
    case .transaction(let transaction) where transaction.revoked:
      // Marked at the front, where no long id or title can cut it off.
      ListPainter.padded(AppText.refundedMark, 14)
        + "#\(transaction.transactionID) \(transaction.title)  \(AppText.date(transaction.purchaseDate))"
    case .transaction(let transaction):
      "Transaction   #\(transaction.transactionID) \(transaction.title)  \(AppText.date(transaction.purchaseDate))"
    }
  }
}
