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

  /// A message wider than the row was cut to one line (the Arabic plan-change banner lost its date
  /// at 80x24); it wraps onto the row above, and only past two lines is it cut.
  @Test func aLongBannerWrapsOntoTheRowAbove() {
    var state = AppFixture.loaded(columns: 60, rows: 20)
    let text = "Pro Yearly changes to Pro Monthly at the next renewal on 2026-12-06 17:52; press p to keep it"
    state.banner = Banner(.verbatim(text), tone: .info)
    let grid = AppScreen.render(state, environment: environment).grid
    let two = [grid.rowText(17), grid.rowText(18)].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(two.joined(separator: " ") == text, "\(two)")
    #expect(two.allSatisfy { !$0.isEmpty && !$0.contains("…") })
    state.banner = Banner(.verbatim(String(repeating: text + " ", count: 3)), tone: .info)
    let cut = AppScreen.render(state, environment: environment).grid
    #expect(cut.rowText(18).hasSuffix("…") && cut.rowText(16) == grid.rowText(16))
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
