import Localization

/// The simulated store's controls, like Xcode's transaction manager: clock, switches, what waits, refunds,
/// and the server-side flows of `storefront serve` (refund requests, renewal extensions, API faults).
enum StoreControlsScreen {
  /// Draws the store of `state`.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    let words = state.words
    AppChrome.drawTitle(words(.screenStoreControls), hint: words(.screenStoreControlsHint), into: &grid)
    guard let account = state.account else { return }
    let store = account.store
    let next = store.nextRenewal.map { AppText.date($0, words) } ?? words(.screenNone)
    let rateName = words(AppText.rateName(store.rate))
    let rate =
      store.rate.hasFixedRenewalPeriod
      ? words(.rateRealTimeClock, rateName)
      : words(.rateWithSpeed, rateName, AppText.rate(store.timeRate, words).replacing(" ", with: "\u{00A0}"))
    let settings = [
      ("n", words(AppText.advance(store.nextEventKind), next)),
      ("+/-", words(.screenTimeRate, rate)),
      ("b", words(.screenBillingIssue, words(store.billingIssue ? .screenOn : .screenOff))),
      ("g", words(.screenGracePeriod, words(store.gracePeriod ? .screenOn : .screenOff))),
      ("A", words(AppText.askToBuySwitch(store.askToBuy))),
      ("x", words(AppText.interruptedSwitch(store.interruptedPurchases))),
      ("m", words(AppText.refundDecisionSwitch(store.refundDecision))),
    ]
    // A setting too long for its row (a French rate name at 60 columns) goes on under itself.
    var row = 3
    for (key, text) in settings {
      grid.put(key, column: 1, row: row, style: .bold)
      let lines = TextLayout.wrap(text, width: grid.columns - 7)
      for line in lines.count > 2 ? [lines[0], lines[1...].joined(separator: " ")] : lines {
        grid.put(line, column: 6, row: row, maxWidth: grid.columns - 7)
        row += 1
      }
    }
    let faultsTop = row
    // The switches leave the list its heading and three lines (a refund with `f` acts on one).
    let faultRows = APIFaultSwitches.draw(
      store.apiFaults, rows: faultsTop..<max(faultsTop + 1, AppChrome.contentRows(state).upperBound - 4), words,
      into: &grid)
    // The blank row above the list goes where the list would otherwise show fewer than three lines.
    let listTop = faultsTop + faultRows + (AppChrome.contentRows(state).upperBound - faultsTop - faultRows > 4 ? 1 : 0)
    grid.put(words(.screenWaitingAndDone), column: 1, row: listTop, style: .bold, maxWidth: grid.columns - 2)
    let items = StoreItem.items(account)
    guard !items.isEmpty else {
      grid.put(words(.screenNothingWaits), column: 3, row: listTop + 1, style: .dim)
      return
    }
    let rows = (listTop + 1)..<AppChrome.contentRows(state).upperBound
    ListPainter.draw(
      items.map { line($0, width: grid.columns - 4, words) }, selected: state.selection(.storeControls), rows: rows,
      into: &grid)
  }

  /// One line of the list in `width` cells: what it is, and which key acts on it; a long product
  /// name is cut so that the id and date after it stay.
  static func line(_ item: StoreItem, width: Int = 76, _ words: Translations = .forLanguage("en")) -> String {
    switch item {
    case .approval(let pending):
      titled(pending.title, width) { words(.screenAskToBuyLine, $0, pending.id) }
    case .interrupted(let pending):
      titled(pending.title, width) { words(.screenInterruptedLine, $0, pending.id) }
    case .refundRequest(let request): AppText.refundRequestLine(request, words)
    case .renewalExtension(let line): AppText.renewalExtensionLine(line, words)
    case .transaction(let transaction) where transaction.revoked:
      // Marked at the front, where no long id or title can cut it off, as wide as the language's
      // "Transaction" column so the ids line up.
      titled(transaction.title, width) {
        ListPainter.padded(words(.screenRefundedMark), markWidth(words))
          + "#\(transaction.transactionID) \($0)  \(AppText.date(transaction.purchaseDate, words))"
      }
    case .transaction(let transaction):
      titled(transaction.title, width) {
        words(
          .screenTransactionLine, String(transaction.transactionID), $0, AppText.date(transaction.purchaseDate, words))
      }
    }
  }

  /// The line `make` builds around `title`, the title cut so the line fits `width` where it can.
  private static func titled(_ title: String, _ width: Int, _ make: (String) -> String) -> String {
    let rest = DisplayWidth.of(make(""))
    return make(ListPainter.cut(title, max(width - rest, 8)))
  }

  /// The width of the first column of the list's lines in `words`' language: what comes before
  /// the number in its transaction line ("Transaction   ", 14 in English).
  static func markWidth(_ words: Translations) -> Int {
    let template = words(.screenTransactionLine)
    guard let number = template.firstRange(of: "#%1") else { return 14 }
    return max(DisplayWidth.of(String(template[..<number.lowerBound])), 1)
  }
}
