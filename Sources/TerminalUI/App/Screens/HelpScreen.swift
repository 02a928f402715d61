import Localization

/// Every key of `KeyBindings`, with what it does and where: the same table the reducer uses.
enum HelpScreen {
  /// Draws the key table, scrolled with the arrows (a line per binding; a description too long
  /// for its column goes on under itself, so the keys and where they work always show; only
  /// whole bindings are shown).
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    let words = state.words
    AppChrome.drawTitle(words(.screenKeys), hint: words(.screenHelpHint), into: &grid)
    let entries = entries(state, width: grid.columns)
    let rows = 3..<AppChrome.contentRows(state).upperBound
    let first = min(state.selection(.help), lastFirst(entries, rows: rows.count))
    for (offset, line) in wholeEntries(entries.dropFirst(first), rows: rows.count).enumerated() {
      grid.put(line, column: 1, row: rows.lowerBound + offset, maxWidth: grid.columns - 2)
    }
  }

  /// The rows of the bindings from the first of `entries` that fit whole in `rows` rows: a binding
  /// whose description would go on below the screen waits for the next scroll (at least one is
  /// shown, cut, on a screen too short for it).
  private static func wholeEntries(_ entries: ArraySlice<[String]>, rows: Int) -> [String] {
    var lines: [String] = []
    for entry in entries {
      guard lines.count + entry.count <= rows else { break }
      lines += entry
    }
    if lines.isEmpty, let first = entries.first { lines = Array(first.prefix(rows)) }
    return lines
  }

  /// How far the help scrolls: the last binding that can start the screen and still fill it to
  /// the end (the arrows stop there).
  static func scrollPositions(_ state: AppState) -> Int {
    lastFirst(entries(state, width: state.size.columns), rows: AppChrome.contentRows(state).upperBound - 3) + 1
  }

  /// Each binding's rows on a screen `width` columns wide.
  private static func entries(_ state: AppState, width: Int) -> [[String]] {
    KeyBindings.table.map { entryRows($0, width: width - 2, state.words) }
  }

  /// The last binding that can start a screen of `rows` rows and still fill it to the end.
  private static func lastFirst(_ entries: [[String]], rows: Int) -> Int {
    var last = entries.count
    var height = 0
    while last > 0, height + entries[last - 1].count <= rows {
      last -= 1
      height += entries[last].count
    }
    return last
  }

  /// "R         Restore purchases (from any screen)   everywhere": the binding's rows in `width`.
  static func entryRows(_ binding: KeyBinding, width: Int = 78, _ words: Translations = .forLanguage("en")) -> [String]
  {
    let scope = scope(binding.routes, words)
    let helpWidth = max(12, min(50, width - 10 - scopeColumn(words)))
    let text = words(binding.help)
    // Two columns always part the description from where the key works.
    let help = DisplayWidth.of(text) <= helpWidth - 2 ? [text] : TextLayout.wrap(text, width: helpWidth - 2)
    return help.enumerated().map { index, text in
      ListPainter.padded(index == 0 ? binding.label : "", 10) + ListPainter.padded(text, helpWidth)
        + (index == 0 ? scope : "")
    }
  }

  /// The widest scope, so the column fits every one.
  static func scopeColumn(_ words: Translations) -> Int {
    KeyBindings.table.map { DisplayWidth.of(scope($0.routes, words)) }.max() ?? 0
  }

  /// Where a binding works, in words.
  static func scope(_ routes: Set<RouteKind>, _ words: Translations = .forLanguage("en")) -> String {
    if routes == Set(RouteKind.allCases) { return words(.screenEverywhere) }
    if routes == Set(RouteKind.allCases).subtracting([.paywall]) { return words(.screenOtherScreens) }
    let missing = Set(RouteKind.allCases).subtracting(routes)
    if missing.count == 1, let only = missing.first, routes.count > KeyBindings.main.count {
      return words(.screenEverywhereExcept, words(only.title))
    }
    if routes == KeyBindings.main { return words(.screenMainScreens) }
    if routes == KeyBindings.lists { return words(.screenLists) }
    if routes.isSubset(of: KeyBindings.main), routes.count == KeyBindings.main.count - 1,
      let missing = KeyBindings.main.subtracting(routes).first
    {
      return words(.screenMainExcept, words(missing.title))
    }
    return RouteKind.allCases.filter(routes.contains).map { words($0.title) }.joined(
      separator: words(.paywallListSeparator))
  }
}

extension RouteKind {
  /// The screen's name in help.
  var title: UIKey {
    switch self {
    case .paywall: .routePaywall
    case .review: .routeReview
    case .purchaseSheet: .routePurchaseSheet
    case .account: .routeAccount
    case .history: .routeHistory
    case .transaction: .routeTransaction
    case .storeControls: .routeStoreControls
    case .help: .routeHelp
    case .switcher: .routeSwitcher
    case .confirmReinstall: .routeConfirmReinstall
    case .confirmRefund: .routeConfirmRefund
    case .redeemCode: .routeRedeemCode
    }
  }
}
