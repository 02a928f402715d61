/// The App Store's "Redeem code" sheet over the paywall: the code as typed, with a cursor.
enum RedeemCodeScreen {
  /// The sheet in a box.
  static func render(_ state: AppState) -> TerminalFrame {
    var grid = state.blankGrid()
    let words = state.words
    // The code is Latin letters and digits in either direction; the cursor follows it.
    let field = "▸ " + state.offerCodeEntry + (state.busy ? "" : "▏")
    let lines: [(text: String, style: CellStyle)] = [
      (words(.screenRedeemPrompt), .plain), ("", .plain), (field, .bold), ("", .plain),
      (words(.screenRedeemKeys), .bold),
    ]
    grid.drawDialog(title: words(.screenRedeemTitle), lines: lines, in: AppChrome.contentRows(state))
    AppChrome.draw(state, into: &grid)
    return TerminalFrame(grid: grid)
  }
}
