/// "Reinstall the app?" over the paywall: what goes and how to get it back.
enum ReinstallScreen {
  /// The question in a box.
  static func render(_ state: AppState) -> TerminalFrame {
    var grid = state.blankGrid()
    let words = state.words
    let lines = [
      words(.screenReinstallQuestion, state.account?.device ?? words(.screenThisDevice)),
      words(.screenReinstallCoins),
      words(.screenReinstallUnlocks, state.names.entitlement(AccountSnapshot.premiumEntitlementID)), "",
      words(.screenReinstallKeys),
    ]
    let width = min(grid.columns - 4, 70)
    let box = Rect(column: (grid.columns - width) / 2, row: max(1, grid.rows / 2 - 4), width: width, height: 7)
    grid.drawBox(box, title: words(.screenReinstallTitle))
    for (index, line) in lines.enumerated() {
      grid.put(
        line, column: box.column + 2, row: box.row + 1 + index, style: index == 4 ? .bold : .plain,
        maxWidth: width - 4)
    }
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }
}
