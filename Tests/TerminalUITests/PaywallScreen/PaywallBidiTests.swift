import Paywall
import Testing

@testable import TerminalUI
import ScreenGeometry

/// The Arabic paywall in visual order (the default) and in logical order (`--bidi terminal`): rows, regions
/// and what the review rules read.
struct PaywallBidiTests {
  /// The Saudi Arabic paywall at `columns` x `rows`, written for `bidi`.
  private func frame(_ bidi: BidiMode, columns: Int = 80, rows: Int = 24) throws -> PaywallFrame {
    let model = try PaywallFixture.model("default", "SAU", "ar")
    return PaywallScreen.render(
      model, state: PaywallViewState(model: model), size: ScreenSize(columns: columns, rows: rows), bidi: bidi)
  }

  /// The graphemes drawn in `element`'s cells, left to right.
  private func cells(of element: ElementSnapshot, in grid: CellGrid) -> String {
    var text = ""
    for column in element.column..<(element.column + element.width) where !grid[column, element.row].isContinuation {
      text.append(grid[column, element.row].grapheme)
    }
    return text
  }

  @Test func inTerminalOrderTheCellsKeepLogicalOrder() throws {
    for (columns, rows) in [(80, 24), (60, 20)] {
      let frame = try frame(.terminal, columns: columns, rows: rows)
      assertSnapshot(frame.grid.text, named: "default-SAU-ar-\(columns)x\(rows)-terminal")
    }
  }

  @Test func theHeadlineReadsRightToLeftFromTheRightEdgeWithProInItsOwnOrder() throws {
    let frame = try frame(.visual)
    let headline = try #require(frame.snapshot.elements(.headline).first)
    #expect(headline.text == "انتقل إلى Pro")
    #expect(headline.column + headline.width == 79)
    #expect(cells(of: headline, in: frame.grid) == "Pro " + String("انتقل إلى".reversed()))
  }

  @Test func thePriceAndItsPeriodSitAtTheLeftThePriceRightOfItsPeriod() throws {
    let frame = try frame(.visual)
    let price = try #require(frame.snapshot.elements(.billedPrice, plan: "com.example.pro.yearly").first)
    let period = try #require(frame.snapshot.elements(.period, plan: "com.example.pro.yearly").first)
    #expect(price.text == "\u{200F}٢١٩٫٩٩\u{A0}ر.س.\u{200F}")
    #expect(period.text == "/سنة")
    #expect(cells(of: price, in: frame.grid) == String("ر.س.".reversed()) + "\u{A0}٢١٩٫٩٩")
    #expect(cells(of: period, in: frame.grid) == String("/سنة".reversed()))
    #expect(period.column == 1)
    #expect(period.column + period.width == price.column)
    #expect(price.row == period.row)
  }

  @Test func everyRegionCoversItsOwnTextInVisualOrder() throws {
    for (columns, rows) in [(80, 24), (60, 20)] {
      let frame = try frame(.visual, columns: columns, rows: rows)
      let order = TextOrder.visual(.rightToLeft)
      // The quantity of "10 عملات" is the title's cells, written "١٠" in its text: it has no cells of its own.
      for element in frame.snapshot.elements where element.height <= 1 && element.meaning != .quantity {
        let expected = String(order.arrange(Array(element.text)).filter { DisplayWidth.of($0) > 0 })
        #expect(cells(of: element, in: frame.grid) == expected, "\(element.role) \"\(element.text)\"")
      }
    }
  }

  @Test func theReviewRulesReadTheSameScreenInBothOrders() throws {
    for (columns, rows) in [(80, 24), (60, 20)] {
      let visual = try frame(.visual, columns: columns, rows: rows)
      let terminal = try frame(.terminal, columns: columns, rows: rows)
      #expect(visual.grid.text != terminal.grid.text)
      #expect(visual.snapshot.rows.contains { $0.contains("انتقل إلى Pro") })
      #expect(visual.snapshot.elements.map(\.text) == terminal.snapshot.elements.map(\.text))
      let verdicts = { (frame: PaywallFrame) in
        ReviewRules.check(frame.snapshot).results.map { "\($0.ruleID) \($0.verdict) \($0.explanation)" }
      }
      #expect(verdicts(visual) == verdicts(terminal))
      #expect(ReviewRules.check(visual.snapshot).passed)
    }
  }

  @Test func aTruncatedSpanKeepsItsShownTextInLogicalOrder() throws {
    var painter = LinePainter(
      grid: CellGrid(columns: 20, rows: 1, order: .visual(.rightToLeft)), left: 2, width: 6, rightToLeft: true)
    painter.draw(LayoutLine([.element("اشترك الآن", .plain, role: .headline)]), row: 0)
    let headline = try #require(painter.elements.first)
    #expect(headline.text == "اشترك…")
    #expect(headline.column == 2)
    #expect(headline.width == 6)
    #expect(painter.grid.rowText(0) == "  …" + String("اشترك".reversed()))
    #expect(painter.logicalRows == ["  اشترك…"])
  }
}
