import Testing

@testable import TerminalUI

/// `CellGrid.put` with wide glyphs: CJK, emoji, ZWJ sequences, straddling the limit, overwriting halves.
struct CellGridPutWideTests {
  @Test func chineseTakesTwoColumnsPerGlyph() {
    var grid = CellGrid(columns: 10, rows: 1)
    #expect(grid.put("中文", column: 0, row: 0) == 4)
    #expect(grid[0, 0].grapheme == "中")
    #expect(grid[1, 0].isContinuation)
    #expect(grid[2, 0].grapheme == "文")
    #expect(grid[3, 0].isContinuation)
    #expect(!grid[4, 0].isContinuation)
    #expect(grid.text == "中文")
  }

  @Test func wideGlyphStraddlingTheEllipsisBecomesASpace() {
    var grid = CellGrid(columns: 10, rows: 1)
    #expect(grid.put("か月プラン", column: 0, row: 0, maxWidth: 6) == 6)
    #expect(grid.rowText(0) == "か月 …")
    #expect(grid[4, 0] == Cell(grapheme: " "))
    #expect(grid[5, 0].grapheme == "…")
  }

  @Test func wideGlyphAtTheLastColumnOfTheGrid() {
    var grid = CellGrid(columns: 5, rows: 2)
    #expect(grid.put("abc中文", column: 0, row: 0) == 5)
    #expect(grid.rowText(0) == "abc …")
    #expect(grid.put("中", column: 4, row: 1) == 1)
    #expect(grid.rowText(1) == "    …")
    #expect(!grid[4, 1].isContinuation)
  }

  @Test func wideGlyphThatFitsExactlyAtTheEdgeIsKept() {
    var grid = CellGrid(columns: 5, rows: 1)
    #expect(grid.put("abc中", column: 0, row: 0) == 5)
    #expect(grid.rowText(0) == "abc中")
    #expect(grid[4, 0].isContinuation)
  }

  @Test func emojiTakesTwoColumns() {
    var grid = CellGrid(columns: 10, rows: 1)
    #expect(grid.put("😀 ok", column: 0, row: 0) == 5)
    #expect(grid[0, 0].grapheme == "😀")
    #expect(grid[1, 0].isContinuation)
    #expect(grid.text == "😀 ok")
  }

  @Test func zwjSequenceIsOneGlyphOfTwoColumns() {
    let family: Character = "👨‍👩‍👧"
    var grid = CellGrid(columns: 6, rows: 1)
    #expect(grid.put("\(family)!", column: 1, row: 0) == 3)
    #expect(grid[1, 0].grapheme == family)
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0].grapheme == "!")
  }

  @Test func overwritingAContinuationBlanksItsLeader() {
    var grid = CellGrid(columns: 6, rows: 1)
    grid.put("中文", column: 0, row: 0)
    grid.put("x", column: 1, row: 0)
    #expect(grid.rowText(0) == " x文")
    #expect(!grid[0, 0].isContinuation && grid[0, 0].grapheme == " ")
  }

  @Test func overwritingALeaderBlanksItsContinuation() {
    var grid = CellGrid(columns: 6, rows: 1)
    grid.put("中文", column: 0, row: 0)
    grid.put("x", column: 0, row: 0)
    #expect(grid.rowText(0) == "x 文")
    #expect(!grid[1, 0].isContinuation)
  }

  @Test func wideGlyphOverTwoNarrowOnesReplacesBoth() {
    var grid = CellGrid(columns: 4, rows: 1)
    grid.put("abcd", column: 0, row: 0)
    grid.put("中", column: 1, row: 0)
    #expect(grid.rowText(0) == "a中d")
  }
}
