/// "Reinstall the app?" over the paywall: what goes and how to get it back.
enum ReinstallScreen {
  /// The question in a box.
  static func render(_ state: AppState) -> TerminalFrame {
    var grid = state.blankGrid()
    let words = state.words
    let lines: [(text: String, style: CellStyle)] = [
      (words(.screenReinstallQuestion, state.account?.device ?? words(.screenThisDevice)), .plain),
      (words(.screenReinstallCoins), .plain),
      (words(.screenReinstallUnlocks, state.names.primaryEntitlement), .plain),
      ("", .plain), (words(.screenReinstallKeys), .bold),
    ]
    grid.drawDialog(title: words(.screenReinstallTitle), lines: lines, in: AppChrome.contentRows(state))
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }
}
