import Paywall

/// The home screen: the status line, the paywall, the banner and the key footer; with V, the review
/// rules' results over it and the offending regions highlighted.
enum HomeScreen {
  /// The frame of the paywall of `state`, its links as OSC 8 hyperlinks.
  static func render(_ state: AppState, model: PaywallModel) -> TerminalFrame {
    reviewed(state, model: model).frame
  }

  /// The frame of the paywall of `state`, and the paywall's snapshot in it (what the review rules read).
  static func reviewed(_ state: AppState, model: PaywallModel) -> (frame: TerminalFrame, snapshot: PaywallSnapshot) {
    var state = state
    if let restore = state.lastRestore, model.restoreMessage != nil, state.banner?.text == AppText.restore(restore).text
    {
      state.banner = nil  // The paywall says it itself (AR-17 reads it there); once is enough.
    }
    let paywall = PaywallScreen.render(
      model, state: state.paywall, size: state.size, reservingBottomRows: AppChrome.bottomRows(state),
      bidi: state.bidi)
    var grid = paywall.grid
    grid.order = state.textOrder
    // The paywall places its own right-to-left lines; what the app draws over it is mirrored.
    grid.mirrored = state.mirrorsLayout
    var hidden: Range<Int> = 0..<0
    if state.reviewOverlay {
      hidden = ReviewPanel.draw(
        FrameRules.check(paywall.snapshot), selected: state.selection(.review), state: state, into: &grid)
    }
    AppChrome.draw(state, into: &grid)
    let links = paywall.snapshot.elements.compactMap { element -> TerminalLink? in
      guard element.role == .link, let url = element.url, !hidden.contains(element.row) else { return nil }
      return TerminalLink(row: element.row, column: element.column, width: element.width, url: url)
    }
    return (TerminalFrame(grid: grid, links: links), paywall.snapshot)
  }
}
