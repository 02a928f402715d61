import Foundation
import Paywall
import TerminalUI
import Testing
import ScreenGeometry

/// Issue 12: a banner appearing made the layout jump (blank rows vanished, empty rows appeared
/// above it). Its row is kept, so with or without a banner every other row is the same.
struct BannerLayoutTests {
  let environment = AppFixture.environment

  /// Every row but the banner's (the one above the footer) of `state` with and without `banner`.
  func rows(_ state: AppState, banner: Banner?) -> [String] {
    var state = state
    state.banner = banner
    let grid = AppScreen.render(state, environment: environment).grid
    return (0..<grid.rows).filter { $0 != grid.rows - 2 }.map { grid.rowText($0) }
  }

  @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
  func aBannerMovesNothingOnTheScreens(size: ScreenSize) {
    let banner = Banner(.verbatim("+10 coins (20 total)"), tone: .success)
    for route: AppRoute in [
      .paywall, .account, .history, .help, .storeControls, .purchaseSheet(productID: "com.iaptutorial.coins"),
    ] {
      for account in [AppFixture.newcomer, AppFixture.subscriber] {
        var state = AppFixture.loaded(account, columns: size.columns, rows: size.rows)
        state.routes = route == .paywall ? [.paywall] : [.paywall, route]
        #expect(rows(state, banner: banner) == rows(state, banner: nil), "\(route) at \(size)")
      }
    }
  }

  @Test func aShortTerminalGivesUpOneSpacerForOneRow() {
    // One row less costs the paywall one blank row, not all of them at once (which left the
    // rows above the banner empty).
    let tall = AppScreen.render(AppFixture.loaded(columns: 80, rows: 25), environment: environment).grid
    let short = AppScreen.render(AppFixture.loaded(columns: 80, rows: 24), environment: environment).grid
    let paywall = { (grid: CellGrid) in (1..<grid.rows - 2).map { grid.rowText($0) } }
    #expect(paywall(short).last?.isEmpty == false)
    #expect(paywall(short).filter(\.isEmpty).count == paywall(tall).filter(\.isEmpty).count - 1)
    #expect(paywall(short).filter { !$0.isEmpty } == paywall(tall).filter { !$0.isEmpty })
  }
}
