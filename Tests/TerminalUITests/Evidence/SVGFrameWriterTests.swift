import Foundation
import Paywall
import TerminalUI
import Testing
import ScreenGeometry

/// What `SVGFrameWriter` writes for small grids, cell by cell: places, runs, colours, escaping.
struct SVGFrameWriterTests {
  let writer = SVGFrameWriter()

  /// The `<text>` elements of `svg`, one per line as the writer puts them.
  func texts(_ svg: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<text ") }
  }

  @Test func aRunOfOneStyleIsOneTextWithAGlyphPerCellAtItsOwnColumn() {
    var grid = CellGrid(columns: 6, rows: 2)
    grid.put("ab", column: 0, row: 0, style: .bold)
    grid.put("c d", column: 2, row: 0)
    let svg = writer.svg(grid)
    #expect(
      texts(svg) == [
        "<text y=\"15\" fill=\"#d3d7cf\" font-weight=\"bold\"><tspan x=\"0\">a</tspan><tspan x=\"10\">b</tspan></text>",
        "<text y=\"15\" fill=\"#d3d7cf\"><tspan x=\"20\">c</tspan><tspan x=\"40\">d</tspan></text>",
      ])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"40\" viewBox=\"0 0 60 40\""))
    #expect(XMLCheck.problem(svg) == nil)
  }

  @Test func aWideGlyphTakesTwoCellsAndTheNextGlyphStartsAfterThem() {
    var grid = CellGrid(columns: 4, rows: 1)
    grid.put("日x", column: 0, row: 0)
    #expect(
      texts(writer.svg(grid)) == [
        "<text y=\"15\" fill=\"#d3d7cf\"><tspan x=\"0\">日</tspan><tspan x=\"20\">x</tspan></text>"
      ])
  }

  @Test func reverseSwapsTheColoursAndPaintsTheBackgroundOfItsCells() {
    var grid = CellGrid(columns: 5, rows: 1)
    grid.put("Pro", column: 1, row: 0, style: .reverse)
    let svg = writer.svg(grid)
    #expect(svg.contains("<rect x=\"10\" y=\"0\" width=\"30\" height=\"20\" fill=\"#d3d7cf\"/>"))
    #expect(texts(svg).first?.hasPrefix("<text y=\"15\" fill=\"#1e1e1e\">") == true)
  }

  @Test func coloursAreThoseOfTheTerminalPalette() {
    let palette = FramePalette.standard
    #expect(palette.rgb(.red, isForeground: true).description == "#cc0000")
    #expect(palette.rgb(.bright(.blue), isForeground: true).description == "#729fcf")
    #expect(palette.rgb(.indexed(196), isForeground: true).description == "#ff0000")
    #expect(palette.rgb(.indexed(16), isForeground: true).description == "#000000")
    #expect(palette.rgb(.indexed(110), isForeground: true).description == "#87afd7")
    #expect(palette.rgb(.indexed(232), isForeground: false).description == "#080808")
    #expect(palette.rgb(.indexed(255), isForeground: false).description == "#eeeeee")
    #expect(palette.rgb(.default, isForeground: true) == palette.defaultForeground)
    #expect(palette.rgb(.default, isForeground: false) == palette.defaultBackground)
    // Dim moves the glyph halfway to the background; bold and underline stay attributes.
    let dim = palette.paint(CellStyle([.dim, .bold, .underline], foreground: .white))
    #expect(dim.foreground.description == "#797b77")
    #expect(dim.bold && dim.underline)
  }

  @Test func colouredTextAndBackgroundsAndUnderlinesAreDrawn() {
    var grid = CellGrid(columns: 8, rows: 2)
    grid.put("ok", column: 0, row: 1, style: CellStyle(foreground: .green))
    grid.put("T Terms", column: 0, row: 0, style: CellStyle([.underline], foreground: .blue))
    grid.put(" ", column: 7, row: 1, style: CellStyle(background: .indexed(196)))
    let svg = writer.svg(grid)
    #expect(svg.contains("<text y=\"35\" fill=\"#4e9a06\"><tspan x=\"0\">o</tspan><tspan x=\"10\">k</tspan></text>"))
    #expect(svg.contains("<rect x=\"70\" y=\"20\" width=\"10\" height=\"20\" fill=\"#ff0000\"/>"))
    // The underline runs under every cell of the link, the space between its words included.
    #expect(svg.contains("<rect x=\"0\" y=\"17\" width=\"70\" height=\"1\" fill=\"#3465a4\"/>"))
  }

  @Test func catalogTextIsEscapedAndControlsNeverReachTheFile() {
    var grid = CellGrid(columns: 12, rows: 1)
    for (column, grapheme) in ["<", "&", ">", "\"", "'", "\u{7}", "\u{9B}", "\u{FFFE}", "e\u{301}"].enumerated() {
      grid[column, 0] = Cell(grapheme: Character(grapheme))
    }
    let svg = writer.svg(
      grid, highlights: [FrameHighlight(rect: Rect(column: 0, row: 0, width: 1, height: 1), label: "<x>")],
      title: "a & b\u{202E}")
    let text = texts(svg).joined()
    for entity in ["&lt;", "&amp;", "&gt;", "&quot;", "&#39;"] { #expect(text.contains(entity)) }
    #expect(text.contains("\u{FFFD}") && text.contains("e\u{301}"))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!svg.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0 == "\u{202E}" })
    #expect(svg.contains("<title>a &amp; b</title>"))
    #expect(svg.contains("&lt;x&gt;</text>"))
    #expect(XMLCheck.problem(svg) == nil)
  }

  @Test func highlightsAreStrokesOnTheCellEdgesWithTheirLabelsInAMargin() {
    let grid = CellGrid(columns: 10, rows: 3)
    let highlights = [
      FrameHighlight(rect: Rect(column: 2, row: 1, width: 3, height: 1), label: "AR-04 AR-05"),
      FrameHighlight(rect: Rect(column: 6, row: 1, width: 2, height: 1), label: "AR-23"),
      FrameHighlight(rect: Rect(column: 8, row: 2, width: 9, height: 4), label: "AR-10"),
    ]
    let svg = writer.svg(grid, highlights: highlights)
    #expect(svg.contains("<g class=\"highlights\" fill=\"none\" stroke=\"#ff8c00\" stroke-width=\"2\">"))
    #expect(svg.contains("<rect x=\"20\" y=\"20\" width=\"30\" height=\"20\"/>"))
    // Clipped to the grid.
    #expect(svg.contains("<rect x=\"80\" y=\"40\" width=\"20\" height=\"20\"/>"))
    #expect(svg.contains("<text x=\"110\" y=\"35\">AR-04 AR-05 · AR-23</text>"))
    #expect(svg.contains("<text x=\"110\" y=\"55\">AR-10</text>"))
    let size = writer.size(of: grid, highlights: highlights)
    #expect(size.width > 100 && size.height == 60)
    #expect(svg.contains("width=\"\(size.width)\" height=\"60\""))
    // Without highlights: no margin, no outline.
    #expect(writer.size(of: grid) == (100, 60))
    #expect(!writer.svg(grid).contains("highlights"))
  }

  @Test func theFailingRulesOfAReportAreOutlinedOnceARegionWithEveryRuleThatNamesIt() {
    let price = ElementSnapshot(role: .derivedPrice, text: "≈ $5.00/month", row: 6, column: 3, width: 13)
    let badge = ElementSnapshot(role: .savingsBadge, text: "Save 90%", row: 6, column: 18, width: 8)
    let report = ReviewReport(results: [
      RuleResult(ruleID: "AR-04", name: "a", severity: .risk, verdict: .fail, explanation: "", offending: [price]),
      RuleResult(ruleID: "AR-05", name: "b", severity: .risk, verdict: .fail, explanation: "", offending: [price]),
      RuleResult(ruleID: "AR-06", name: "c", severity: .risk, verdict: .pass, explanation: "", offending: [badge]),
      RuleResult(ruleID: "AR-23", name: "d", severity: .reject, verdict: .fail, explanation: "", offending: [badge]),
    ])
    #expect(
      FrameHighlight.failures(of: report) == [
        FrameHighlight(rect: Rect(column: 3, row: 6, width: 13, height: 1), label: "AR-04 AR-05"),
        FrameHighlight(rect: Rect(column: 18, row: 6, width: 8, height: 1), label: "AR-23"),
      ])
    #expect(FrameHighlight.failures(of: ReviewReport(results: Array(report.results[2...2]))).isEmpty)
  }

  @Test func theDefaultPaywallFailsNothingSoNothingIsOutlined() throws {
    let frame = try PaywallFixture.frame("default", "USA", "en")
    #expect(FrameHighlight.failures(of: ReviewRules.check(frame.snapshot)).isEmpty)
  }

  @Test(arguments: [BidiMode.visual, .terminal])
  func rightToLeftRowsAreDrawnInTheOrderOfTheTextOutput(bidi: BidiMode) throws {
    let model = try PaywallFixture.model("default", "SAU", "ar")
    let frame = PaywallScreen.render(
      model, state: PaywallViewState(model: model), size: ScreenSize(columns: 80, rows: 24), bidi: bidi)
    let svg = writer.svg(frame.grid)
    for row in 0..<frame.grid.rows {
      let y = "<text y=\"\(row * 20 + 15)\""
      var glyphs: [(x: Int, glyph: String)] = []
      for line in texts(svg) where line.hasPrefix(y) {
        for match in line.matches(of: /<tspan x="(\d+)">([^<]*)<\/tspan>/) {
          glyphs.append((Int(match.1)!, String(match.2)))
        }
      }
      let drawn = glyphs.sorted { $0.x < $1.x }.map(\.glyph).joined()
      let shown = frame.grid.rowText(row).filter { !$0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
      #expect(drawn == String(shown), "row \(row)")
    }
  }

  @Test func theSameFrameGivesTheSameBytes() throws {
    let frame = try PaywallFixture.frame("deceptive", "JPN", "ja")
    let highlights = FrameHighlight.failures(of: ReviewRules.check(frame.snapshot))
    #expect(writer.document(frame.grid, highlights: highlights) == writer.document(frame.grid, highlights: highlights))
    #expect(writer.document(frame.grid).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(XMLCheck.problem(writer.document(frame.grid, highlights: highlights)) == nil)
  }
}
