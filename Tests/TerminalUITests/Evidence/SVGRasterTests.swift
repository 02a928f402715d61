import Paywall
import TerminalUI
import Testing

/// Frames rasterised by a real SVG renderer (`rsvg-convert`), their pixels read back: the colours the
/// cells should have are there, outlines are where the rules say.
struct SVGRasterTests {
  let writer = SVGFrameWriter()
  let palette = FramePalette.standard

  /// The pixel one in from the top-left corner of a cell: inside its background, above any glyph.
  func corner(column: Int, row: Int) -> (x: Int, y: Int) {
    (column * writer.cellWidth + 1, row * writer.cellHeight + 1)
  }

  @Test func backgroundColoursOfThe256PaletteAreThePixelsOfTheirCells() throws {
    var grid = CellGrid(columns: 4, rows: 1)
    let colors: [TerminalColor] = [.red, .bright(.green), .indexed(196), .indexed(240)]
    for (column, color) in colors.enumerated() {
      grid.put(" ", column: column, row: 0, style: CellStyle(background: color))
    }
    let centres = (0..<4).map { (x: $0 * 10 + 5, y: 10) }
    let pixels = try Rasterizer.pixels(of: writer.document(grid), at: centres)
    #expect((pixels.width, pixels.height) == (40, 20))
    #expect(centres.map { pixels[$0.x, $0.y] } == ["#cc0000", "#8ae234", "#ff0000", "#585858"])
  }

  @Test func theChosenPlanIsReverseAndBlankCellsAreTheBackground() throws {
    let frame = try PaywallFixture.frame("default", "USA", "en")
    let grid = frame.grid
    // The chosen plan's title: reverse video, so its cells are the default foreground.
    let title = try #require(
      frame.snapshot.elements.first { $0.role == .title && $0.planID == "com.example.pro.yearly" })
    #expect(grid[title.column, title.row].style.attributes.contains(.reverse))
    let blank = (column: grid.columns - 1, row: grid.rows - 1)
    #expect(grid[blank.column, blank.row] == .blank)
    let points = [corner(column: title.column, row: title.row), corner(column: blank.column, row: blank.row)]
    let pixels = try Rasterizer.pixels(of: writer.document(grid), at: points)
    #expect((pixels.width, pixels.height) == (800, 480))
    #expect(pixels[points[0].x, points[0].y] == palette.defaultForeground.description)
    #expect(pixels[points[1].x, points[1].y] == palette.defaultBackground.description)
  }

  @Test func aFailingRulesRegionIsOutlinedOnItsEdgesAndNothingElseIs() throws {
    let frame = try PaywallFixture.frame("deceptive", "USA", "en")
    let highlights = FrameHighlight.failures(of: ReviewRules.check(frame.snapshot))
    let badge = try #require(frame.snapshot.elements.first { $0.role == .savingsBadge })
    let outline = try #require(highlights.first { $0.rect.column == badge.column && $0.rect.row == badge.row })
    #expect(outline.label.contains("AR-23"))
    let left = outline.rect.column * writer.cellWidth
    let top = outline.rect.row * writer.cellHeight
    let right = (outline.rect.column + outline.rect.width) * writer.cellWidth
    let middle = top + writer.cellHeight / 2
    let points = [
      (x: left, y: middle), (x: left - 1, y: middle), (x: right - 1, y: middle), (x: left + 4, y: top),
      (x: left + 4, y: top + 2), (x: 5, y: 23 * writer.cellHeight + 10),
    ]
    let pixels = try Rasterizer.pixels(of: writer.document(frame.grid, highlights: highlights), at: points)
    let orange = writer.highlightColor.description
    // The stroke is two pixels wide, centred on the cells' edge.
    #expect(pixels[left, middle] == orange)
    #expect(pixels[left - 1, middle] == orange)
    #expect(pixels[right - 1, middle] == orange)
    #expect(pixels[left + 4, top] == orange)
    // Inside the outline, no fill: the cell's own background (the badge has none).
    #expect(pixels[left + 4, top + 2] == palette.defaultBackground.description)
    // A blank row far from any outline.
    #expect(pixels[5, 23 * writer.cellHeight + 10] == palette.defaultBackground.description)
    #expect(pixels.width == writer.size(of: frame.grid, highlights: highlights).width)
  }
}
