import Paywall

/// Draws the app: pure, the same state and environment give the same frame.
public enum AppScreen {
  /// The frame of `state`: the route's screen with the status line and the key footer, or a "too small"
  /// message below the paywall's minimum size.
  public static func render(_ state: AppState, environment: AppEnvironment) -> TerminalFrame {
    let size = state.size
    guard let model = state.paywallModel(environment) else {
      var grid = state.blankGrid()
      grid.put(state.words(.screenCannotShow, state.paywallID, state.storefrontID), column: 0, row: 0)
      return TerminalFrame(grid: grid)
    }
    guard !state.isBelowMinimumSize else {
      return TerminalFrame(grid: PaywallScreen.render(model, state: state.paywall, size: size, bidi: state.bidi).grid)
    }
    switch state.route {
    case .paywall:
      return HomeScreen.render(state, model: model)
    case .purchaseSheet(let productID):
      return PurchaseSheetScreen.render(state, productID: productID, model: model)
    case .confirmReinstall:
      return ReinstallScreen.render(state)
    case .redeemCode:
      return RedeemCodeScreen.render(state)
    case .confirmRefund(let id):
      return RefundScreen.render(state, transactionID: id)
    default:
      var grid = state.blankGrid()
      drawPage(state, environment: environment, into: &grid)
      AppChrome.draw(state, into: &grid)
      return TerminalFrame(grid: grid)
    }
  }

  private static func drawPage(_ state: AppState, environment: AppEnvironment, into grid: inout CellGrid) {
    switch state.route {
    case .account: AccountScreen.draw(state, into: &grid)
    case .history: HistoryScreen.draw(state, into: &grid)
    case .transaction(let id): TransactionScreen.draw(state, id: id, into: &grid)
    case .storeControls: StoreControlsScreen.draw(state, into: &grid)
    case .switcher(let kind): SwitcherScreen.draw(state, kind: kind, environment: environment, into: &grid)
    case .help: HelpScreen.draw(state, into: &grid)
    case .paywall, .purchaseSheet, .confirmReinstall, .confirmRefund, .redeemCode: break
    }
  }
}
