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
    // The date and its time stay on one row where the line wraps (Arabic at 60 columns split them):
    // a figure space, which does not break and, unlike a no-break space, orders as a space in bidi.
    let next = store.nextRenewal.map { AppText.date($0, words).replacing(" ", with: "\u{2007}") } ?? words(.screenNone)
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
      lines(items, width: grid.columns - 4, words, apartFrom: Array(state.names.products.values)),
      selected: state.selection(.storeControls), rows: rows, into: &grid)
  }

  /// The list's lines in `width` cells, their first column (what each is: "Transaction", "Ask to
  /// Buy"…) as wide as the widest of them here, so the ids line up without a column sized for
  /// kinds not listed (Japanese padded "取引" to 16 cells and cut dates at 60 columns). Transactions
  /// are a table: id, name, date, each column as wide as its widest entry; where the row is short the
  /// name is cut, then the id left out, and the date stays whole and aligned.
  static func lines(
    _ items: [StoreItem], width: Int = 76, _ words: Translations = .forLanguage("en"), apartFrom names: [String] = []
  ) -> [String] {
    let kindWidth = (items.map { DisplayWidth.of(kind(of: text($0, title: "", words)).kind) }.max() ?? 0) + 2
    let transactions = items.compactMap { item -> HistoryLine? in
      if case .transaction(let transaction) = item { return transaction }
      return nil
    }
    let dateWidth = transactions.map { DisplayWidth.of(AppText.date($0.purchaseDate, words)) }.max() ?? 0
    var idWidth = (transactions.map { DisplayWidth.of("#\($0.transactionID)") }.max() ?? 0) + 1
    let widestName = transactions.map { DisplayWidth.of($0.title) }.max() ?? 0
    if width - kindWidth - idWidth - dateWidth - 2 < min(widestName, 12) { idWidth = 0 }
    let nameWidth = max(4, min(widestName, width - kindWidth - idWidth - dateWidth - 2))
    return items.map { item in
      guard case .transaction(let transaction) = item else {
        return line(item, width: width, kindWidth: kindWidth, words, apartFrom: names)
      }
      let kind = Self.kind(of: text(item, title: "", words)).kind
      let id = idWidth > 0 ? ListPainter.padded("#\(transaction.transactionID)", idWidth) : ""
      return ListPainter.padded(kind, kindWidth) + id
        + ListPainter.fitted(transaction.title, nameWidth + 2, apartFrom: names)
        + AppText.date(transaction.purchaseDate, words)
    }
  }

  /// One line of the list in `width` cells as ``lines(_:width:_:apartFrom:)`` draws it among others
  /// (its first column `kindWidth` wide, else its own kind's width and two); a long product name is
  /// cut (in the middle where an end cut would read like another of `names`) so what follows stays.
  static func line(
    _ item: StoreItem, width: Int = 76, kindWidth: Int? = nil, _ words: Translations = .forLanguage("en"),
    apartFrom names: [String] = []
  ) -> String {
    if case .transaction = item, kindWidth == nil { return lines([item], width: width, words, apartFrom: names)[0] }
    let column = kindWidth ?? DisplayWidth.of(kind(of: text(item, title: "", words)).kind) + 2
    func make(_ title: String) -> String {
      let (kind, rest) = Self.kind(of: text(item, title: title, words))
      return ListPainter.padded(kind, column) + rest
    }
    guard let title = cuttableTitle(item) else { return make("") }
    let rest = DisplayWidth.of(make(""))
    return make(ListPainter.cut(title, max(width - rest, 8), apartFrom: names))
  }

  /// The name on `item`'s line that is cut to fit, where the line goes on after it.
  private static func cuttableTitle(_ item: StoreItem) -> String? {
    switch item {
    case .approval(let pending), .interrupted(let pending): pending.title
    case .transaction(let transaction): transaction.title
    case .refundRequest, .renewalExtension: nil
    }
  }

  /// `item`'s line in `words` with `title` for its product's name (refund requests and extensions,
  /// whose name comes last, keep their own).
  private static func text(_ item: StoreItem, title: String, _ words: Translations) -> String {
    switch item {
    case .approval(let pending): words(.screenAskToBuyLine, title, pending.id)
    case .interrupted(let pending): words(.screenInterruptedLine, title, pending.id)
    case .refundRequest(let request): AppText.refundRequestLine(request, words)
    case .renewalExtension(let line): AppText.renewalExtensionLine(line, words)
    case .transaction(let transaction) where transaction.revoked:
      // Marked at the front, where no long id or title can cut it off.
      words(.screenRefundedMark)
        + "  #\(transaction.transactionID) \(title)  \(AppText.date(transaction.purchaseDate, words))"
    case .transaction(let transaction):
      words(
        .screenTransactionLine, String(transaction.transactionID), title, AppText.date(transaction.purchaseDate, words))
    }
  }

  /// A list line split into its kind (the words before the first two spaces or `#`) and the rest,
  /// the rest without the spaces before it. Every translation of the lines begins with its kind.
  static func kind(of line: String) -> (kind: String, rest: Substring) {
    let double = line.firstRange(of: "  ")?.lowerBound ?? line.endIndex
    let hash = line.firstRange(of: " #")?.lowerBound ?? line.endIndex
    let end = min(double, hash)
    let rest = line[end...].drop(while: { $0 == " " })
    return (String(line[..<end]), rest)
  }
}
