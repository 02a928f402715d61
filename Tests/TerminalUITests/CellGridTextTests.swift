import Testing

@testable import TerminalUI

/// `CellGrid.text`, `rowText`, `styleMask`, `fill` and `clear`.
struct CellGridTextTests {
  @Test func textAndStyleMaskOfASmallScreen() {
    var grid = CellGrid(columns: 10, rows: 3)
    grid.put("Pro", column: 0, row: 0, style: .bold)
    grid.put("$9.99", column: 4, row: 0, style: CellStyle([.bold, .reverse]))
    grid.put("中文", column: 0, row: 1, style: CellStyle(.underline))
    grid.put("fine print", column: 0, row: 2, style: .dim, maxWidth: 8)
    expectLines(
      grid.text,
      """
      Pro $9.99
      中文
      fine pr…
      """)
    expectLines(
      grid.styleMask,
      """
      BBB.RRRRR.
      UUUU......
      DDDDDDDD..
      """)
  }

  @Test func styleMaskPrecedenceIsReverseBoldUnderlineDim() {
    var grid = CellGrid(columns: 6, rows: 1)
    let combinations: [TextAttributes] = [
      [.reverse, .bold, .underline, .dim], [.bold, .underline, .dim], [.underline, .dim], [.dim], [], [.reverse, .dim],
    ]
    for (column, attributes) in combinations.enumerated() {
      grid[column, 0].style = CellStyle(attributes)
    }
    #expect(grid.styleMask == "RBUD.R")
  }

  @Test func continuationRepeatsItsLeadersMaskCharacter() {
    var grid = CellGrid(columns: 4, rows: 1)
    grid.put("中", column: 0, row: 0, style: .bold)
    grid[1, 0].style = .plain
    #expect(grid.styleMask == "BB..")
  }

  @Test func rowTextTrimsTrailingSpacesAndSkipsContinuations() {
    var grid = CellGrid(columns: 10, rows: 2)
    grid.put(" 中 a ", column: 0, row: 0)
    #expect(grid.rowText(0) == " 中 a")
    #expect(grid.rowText(1) == "")
    #expect(grid.rowText(2) == "")
    #expect(grid.rowText(-1) == "")
  }

  @Test func fillSetsStyleAndKeepsGraphemes() {
    var grid = CellGrid(columns: 5, rows: 2)
    grid.put("abc", column: 0, row: 0)
    grid.fill(Rect(column: 1, row: 0, width: 3, height: 1), style: .reverse)
    #expect(grid.text == "abc\n")
    #expect(grid.styleMask == ".RRR.\n.....")
  }

  @Test func fillAndClearClipHugeAndNegativeRects() {
    var grid = CellGrid(columns: 3, rows: 2)
    grid.put("abc", column: 0, row: 1)
    grid.fill(Rect(column: -5, row: -5, width: .max, height: .max), style: .bold)
    #expect(grid.styleMask == "BBB\nBBB")
    grid.clear(Rect(column: .max, row: 0, width: .max, height: 1))
    grid.clear(Rect(column: 2, row: 1, width: -1, height: 1))
    #expect(grid.text == "\nabc")
    grid.clear(Rect(column: -1, row: 1, width: 3, height: .max))
    #expect(grid.text == "\n  c")
    #expect(grid.styleMask == "BBB\n..B")
  }

  @Test func clearThatCutsAWideGlyphLeavesNoHalfGlyph() {
    var grid = CellGrid(columns: 6, rows: 1)
    grid.put("中文", column: 0, row: 0, style: .bold)
    grid.clear(Rect(column: 1, row: 0, width: 2, height: 1))
    #expect(grid.rowText(0) == "")
    #expect((0..<6).allSatisfy { !grid[$0, 0].isContinuation })
    #expect(grid.styleMask == "B..B..")
  }
}
