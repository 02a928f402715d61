/// Every key of `KeyBindings`, with what it does and where: the same table the reducer uses.
enum HelpScreen {
  /// Draws the key table, scrolled with the arrows.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    AppChrome.drawTitle("Keys", hint: "↑↓ scroll, ? or Esc closes", into: &grid)
    let lines = KeyBindings.table.map(line)
    let rows = 3..<AppChrome.contentRows(state).upperBound
    let first = min(state.selection(.help), max(0, lines.count - rows.count))
    for (offset, line) in lines.dropFirst(first).prefix(rows.count).enumerated() {
      grid.put(line, column: 1, row: rows.lowerBound + offset, maxWidth: grid.columns - 2)
    }
  }

  /// "R         Restore purchases (from any screen)   everywhere".
  static func line(_ binding: KeyBinding) -> String {
    ListPainter.padded(binding.label, 10) + ListPainter.padded(binding.help, 50) + scope(binding.routes)
  }

  /// Where a binding works, in words.
  static func scope(_ routes: Set<RouteKind>) -> String {
    if routes == Set(RouteKind.allCases) { return "everywhere" }
    if routes == KeyBindings.main { return "main screens" }
    if routes.count >= 6 { return "lists" }
    return RouteKind.allCases.filter(routes.contains).map(\.title).joined(separator: ", ")
  }
}

extension RouteKind {
  /// The screen's name in help.
  var title: String {
    switch self {
    case .paywall: "paywall"
    case .review: "review"
    case .purchaseSheet: "purchase sheet"
    case .account: "account"
    case .history: "history"
    case .transaction: "transaction"
    case .storeControls: "store"
    case .help: "help"
    case .switcher: "switcher"
    case .confirmReinstall: "reinstall"
    case .confirmRefund: "refund"
    }
  }
}
