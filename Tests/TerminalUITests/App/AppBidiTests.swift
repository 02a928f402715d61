import Catalog
import Foundation
import Paywall
import Testing

@testable import TerminalUI
import ScreenGeometry

/// Every screen of the app drawn in Arabic is written in visual order by default, through the one grid
/// they all draw into; `--bidi terminal` leaves logical order; left-to-right languages look the same.
struct AppBidiTests {
  static let environment = AppFixture.environment

  /// Issue 12 (walkthrough): the trial switch's row read "(Space)" first and "[x]" in the middle in
  /// Arabic: a gutter of two spaces made its key a paragraph of its own, laid left to right.
  @Test func theTrialSwitchReadsCheckboxFirstAndKeyLast() throws {
    let model = try PaywallFixture.model("deceptive", "SAU", "ar")
    let frame = PaywallScreen.render(
      model, state: PaywallViewState(model: model), size: ScreenSize(columns: 80, rows: 24))
    let row = try #require((0..<24).map { frame.grid.rowText($0) }.first { $0.contains("(Space)") })
    let shown = row.trimmingCharacters(in: .whitespaces)
    #expect(shown.hasPrefix("(Space) ") && shown.hasSuffix(" [x]"), "\(row)")
  }

  /// Every screen over the paywall, with the subscriber's account loaded.
  static let routes: [AppRoute] = [
    .paywall, .account, .history, .transaction(1003), .storeControls, .help, .switcher(.language),
    .switcher(.device), .purchaseSheet(productID: "com.example.pro.yearly"), .confirmReinstall, .confirmRefund(1003),
  ]

  /// The subscriber in `storefront` and `language` on `route`, drawn for `bidi`, with `banner`.
  static func state(
    _ route: AppRoute, bidi: BidiMode, storefront: String = "SAU", language: String = "ar", banner: Banner? = nil
  ) throws -> AppState {
    var state = try AppState(
      environment: environment, storefrontID: storefront, language: LanguageTag(language),
      size: ScreenSize(columns: 80, rows: 24), bidi: bidi)
    var account = AppFixture.subscriber
    account.storefrontID = storefront
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(account), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .tick(AppFixture.now), environment: environment)
    if route != .paywall { state.routes.append(route) }
    state.banner = banner
    return state
  }

  /// `text`'s graphemes sorted, mirrored glyphs counted as one, to compare what a row holds whatever the order.
  static func contents(_ text: String) -> [Character] {
    let mirrors: [Character: Character] = [")": "(", "]": "[", "}": "{", ">": "<", "»": "«"]
    return text.map { mirrors[$0] ?? $0 }.filter { $0 != " " }.sorted()
  }

  /// The sheet's price and period are two spans; in visual order the price comes first from the right and
  /// the period after it (`ةنس/$59.99`, `ةنس/.س.ر ٢١٩٫٩٩`, as on the paywall), not `$59.99ةنس/`, and the
  /// sheet's lines start at the box's right edge, as the paywall's do.
  @Test(arguments: ["SAU", "USA"])
  func anArabicSheetReadsItsPriceAndPeriodRightToLeft(storefront: String) throws {
    let route = AppRoute.purchaseSheet(productID: "com.example.pro.yearly")
    let state = try Self.state(route, bidi: .visual, storefront: storefront)
    let grid = AppScreen.render(state, environment: Self.environment).grid
    let model = try #require(state.paywallModel(Self.environment))
    let card = try #require(model.cards.first { $0.planID == "com.example.pro.yearly" })
    let period = try #require(card.periodText)
    // Each span in its own cells, the price rightmost, as the paywall's plan card draws them.
    let order = TextOrder.visual(.rightToLeft)
    let marks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]  // zero-width, not drawn in cells
    let arranged = String(order.arrange(Array(period))) + String(order.arrange(Array(card.billedPrice)))
    let expected = String(String.UnicodeScalarView(arranged.unicodeScalars.filter { !marks.contains($0) }))
    let rows = (0..<grid.rows).map { grid.rowText($0) }
    let priceRow = try #require(rows.first { $0.contains(expected) }, "\(rows.joined(separator: "\n"))")
    // The box is 64 cells wide and centred in 80: its right border is column 71, content ends at 69.
    let inside = Array(priceRow)[10..<70]
    #expect(String(inside).hasSuffix(expected), "\(priceRow)")
    let title = try #require(rows.first { $0.contains(String(card.title.reversed())) })
    #expect(String(Array(title)[10..<70]).hasSuffix(String(card.title.reversed())), "\(title)")
  }

  @Test(arguments: routes)
  func everyArabicScreenIsInVisualOrderWithTheSameCellsPerRow(route: AppRoute) throws {
    let banner = Banner(.verbatim("Subscribed to الاشتراك الاحترافي السنوي"), tone: .success)
    let visual = AppScreen.render(try Self.state(route, bidi: .visual, banner: banner), environment: Self.environment)
    let terminal = AppScreen.render(
      try Self.state(route, bidi: .terminal, banner: banner), environment: Self.environment)
    #expect(visual.grid.order == .visual(.rightToLeft))
    #expect(visual.grid.text != terminal.grid.text)
    for row in 0..<24 {
      #expect(Self.contents(visual.grid.rowText(row)) == Self.contents(terminal.grid.rowText(row)), "row \(row)")
    }
    // The status line and the banner: mirrored, each text between gutters reordered in its own cells
    // and the texts laid from the right (the coins rightmost, the clock at the left).
    let order = TextOrder.visual(.rightToLeft)
    for row in [0, 22] {
      let logical = Array(terminal.grid.rowText(row).padding(toLength: 80, withPad: " ", startingAt: 0))
      var arranged = String(order.arrange(logical, mirrored: true))
      while arranged.last == " " { arranged.removeLast() }
      #expect(visual.grid.rowText(row) == arranged, "row \(row)")
    }
    // The clock in the storefront's Arabic-Indic digits, read from the right: 11-29 17:52.
    #expect(visual.grid.rowText(0).hasPrefix(" ١٧:٥٢ ٢٩-١١  "))
    #expect(visual.grid.rowText(22).hasSuffix(String("الاشتراك الاحترافي السنوي".reversed()) + " Subscribed to"))
  }

  @Test(arguments: routes.filter { $0 != .switcher(.language) })
  func leftToRightScreensAreTheSameInBothOrders(route: AppRoute) throws {
    let visual = AppScreen.render(
      try Self.state(route, bidi: .visual, storefront: "JPN", language: "ja"), environment: Self.environment)
    let terminal = AppScreen.render(
      try Self.state(route, bidi: .terminal, storefront: "JPN", language: "ja"), environment: Self.environment)
    #expect(visual.grid.text == terminal.grid.text)
  }

  @Test func anArabicNameOnALeftToRightScreenIsOneRightToLeftRun() throws {
    let visual = AppScreen.render(
      try Self.state(.switcher(.language), bidi: .visual, storefront: "JPN", language: "ja"),
      environment: Self.environment)
    let terminal = AppScreen.render(
      try Self.state(.switcher(.language), bidi: .terminal, storefront: "JPN", language: "ja"),
      environment: Self.environment)
    #expect(visual.grid.order == .visual(.leftToRight))
    #expect(terminal.grid.text.contains("ar     العربية · アラビア語"))
    #expect(visual.grid.text.contains("ar     " + String("العربية".reversed()) + " · アラビア語"))
  }

  @Test func theArabicHomeInTerminalOrderIsTheLogicalGolden() throws {
    var state = try AppState(
      environment: Self.environment, storefrontID: "SAU", language: LanguageTag("ar"),
      size: ScreenSize(columns: 80, rows: 24), bidi: .terminal)
    var account = AppFixture.newcomer
    account.storefrontID = "SAU"
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(account), environment: Self.environment)
    assertSnapshot(
      AppScreen.render(state, environment: Self.environment).grid.text, named: "app-home-SAU-ar-80x24-terminal")
  }

  @Test func aListKeepsItsMarkerBeforeTheLine() throws {
    var grid = CellGrid(columns: 30, rows: 2, order: .visual(.rightToLeft))
    ListPainter.draw(["ar  العربية", "en  English"], selected: 0, rows: 0..<2, into: &grid)
    #expect(grid.rowText(0) == " ▶ ar  " + String("العربية".reversed()))
    #expect(grid.rowText(1) == "   en  English")
  }
}
