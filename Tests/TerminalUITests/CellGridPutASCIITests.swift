import Testing

@testable import TerminalUI

/// `CellGrid.put` with ASCII: placement, clipping at the edge and at `maxWidth`, "…", ignored positions.
struct CellGridPutASCIITests {
  @Test func putWritesTextAndReturnsColumnsUsed() {
    var grid = CellGrid(columns: 10, rows: 2)
    #expect(grid.put("Hello", column: 2, row: 0) == 5)
    #expect(grid.text == "  Hello\n")
    #expect(grid[2, 0].grapheme == "H")
    #expect(grid[6, 0].grapheme == "o")
    #expect(grid[7, 0] == .blank)
  }

  @Test func textThatFitsExactlyHasNoEllipsis() {
    var grid = CellGrid(columns: 8, rows: 1)
    #expect(grid.put("abcdef", column: 2, row: 0) == 6)
    #expect(grid.rowText(0) == "  abcdef")
  }

  @Test func maxWidthTruncatesWithEllipsisInTheLastColumn() {
    var grid = CellGrid(columns: 20, rows: 1)
    #expect(grid.put("Subscribe now", column: 1, row: 0, maxWidth: 6) == 6)
    #expect(grid.rowText(0) == " Subsc…")
    #expect(grid[6, 0].grapheme == "…")
  }

  @Test func rightEdgeClipsWithEllipsis() {
    var grid = CellGrid(columns: 8, rows: 1)
    #expect(grid.put("Monthly plan", column: 3, row: 0) == 5)
    #expect(grid.rowText(0) == "   Mont…")
  }

  @Test func limitOfOneColumnShowsOnlyTheEllipsis() {
    var grid = CellGrid(columns: 4, rows: 1)
    #expect(grid.put("Yearly", column: 3, row: 0) == 1)
    #expect(grid.rowText(0) == "   …")
  }

  @Test func positionsOutsideTheGridAreIgnored() {
    var grid = CellGrid(columns: 8, rows: 2)
    #expect(grid.put("x", column: 0, row: -1) == 0)
    #expect(grid.put("x", column: 0, row: 2) == 0)
    #expect(grid.put("x", column: 8, row: 0) == 0)
    #expect(grid.put("x", column: -1, row: 0) == 0)
    #expect(grid.put("x", column: 0, row: 0, maxWidth: 0) == 0)
    #expect(grid.put("x", column: 0, row: 0, maxWidth: -3) == 0)
    #expect(grid == CellGrid(columns: 8, rows: 2))
  }

  @Test func subscriptOutsideTheGridReadsBlankAndIgnoresWrites() {
    var grid = CellGrid(columns: 3, rows: 1)
    grid[5, 5] = Cell(grapheme: "x")
    grid[-1, 0] = Cell(grapheme: "x")
    #expect(grid[5, 5] == .blank)
    #expect(grid == CellGrid(columns: 3, rows: 1))
  }

  @Test func emptyAndNegativeGridsNeverTrap() {
    var grid = CellGrid(columns: -2, rows: 0)
    #expect(grid.columns == 0)
    #expect(grid.put("abc", column: 0, row: 0) == 0)
    grid.fill(Rect(column: 0, row: 0, width: 5, height: 5), style: .bold)
    grid.clear(Rect(column: 0, row: 0, width: 5, height: 5))
    #expect(grid.text == "")
  }

  @Test func controlCharactersNeverTakeACell() {
    var grid = CellGrid(columns: 10, rows: 1)
    #expect(grid.put("a\u{1B}[1mb\tc", column: 0, row: 0) == 6)
    #expect(grid.rowText(0) == "a[1mbc")
  }

  @Test func styleAppliesToEveryWrittenCell() {
    var grid = CellGrid(columns: 6, rows: 1)
    grid.put("Buy", column: 1, row: 0, style: .reverse)
    #expect(grid.styleMask == ".RRR..")
    #expect(grid[1, 0].style == CellStyle(.reverse))
  }
}
