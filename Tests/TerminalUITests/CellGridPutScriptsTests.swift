import Testing

@testable import TerminalUI

/// `CellGrid.put` with Arabic, Devanagari, combining marks and no-break spaces.
struct CellGridPutScriptsTests {
  /// A Saudi price as CLDR formats it: right-to-left marks around Arabic-Indic digits and "ر.س.".
  static let saudiPrice = "\u{200F}١٤٫٩٩ ر.س.\u{200F}"

  @Test func arabicPriceKeepsLogicalOrderAndMarksTakeNoCell() {
    var grid = CellGrid(columns: 12, rows: 1)
    #expect(grid.put(Self.saudiPrice, column: 0, row: 0) == 10)
    #expect(grid.rowText(0) == "١٤٫٩٩ ر.س.")
    #expect(grid[0, 0].grapheme == "١")
    #expect(grid[9, 0].grapheme == ".")
  }

  @Test func arabicPriceTruncatesAtAClusterBoundary() {
    var grid = CellGrid(columns: 12, rows: 1)
    #expect(grid.put(Self.saudiPrice, column: 0, row: 0, maxWidth: 6) == 6)
    #expect(grid.rowText(0) == "١٤٫٩٩…")
  }

  @Test func devanagariSpacingVowelSignsTakeTheirOwnColumns() {
    var grid = CellGrid(columns: 12, rows: 2)
    #expect(grid.put("हिन्दी", column: 0, row: 0) == 5)
    #expect(grid[0, 0].grapheme == "हि")
    #expect(grid[1, 0].isContinuation)
    #expect(grid.rowText(0) == "हिन्दी")
    #expect(grid.put("प्रो", column: 0, row: 1) == 3)
    #expect(grid.rowText(1) == "प्रो")
    #expect(grid[3, 1] == .blank)
  }

  @Test func devanagariTruncationNeverSplitsACluster() {
    var grid = CellGrid(columns: 12, rows: 1)
    #expect(grid.put("हिन्दी", column: 0, row: 0, maxWidth: 4) == 4)
    #expect(grid.rowText(0) == "हि …")
  }

  @Test func combiningAcuteStaysWithItsLetter() {
    var grid = CellGrid(columns: 8, rows: 1)
    #expect(grid.put("Cafe\u{301}!", column: 0, row: 0) == 5)
    #expect(grid[3, 0].grapheme == "e\u{301}")
    #expect(grid[4, 0].grapheme == "!")
  }

  @Test func standaloneCombiningMarkTakesNoCell() {
    var grid = CellGrid(columns: 4, rows: 1)
    #expect(grid.put("\u{301}x", column: 0, row: 0) == 1)
    #expect(grid[0, 0].grapheme == "x")
  }

  @Test func noBreakSpaceIsAnOrdinaryCell() {
    var grid = CellGrid(columns: 10, rows: 1)
    #expect(grid.put("14,99\u{A0}€", column: 0, row: 0) == 7)
    #expect(grid[5, 0].grapheme == "\u{A0}")
    #expect(grid.rowText(0) == "14,99\u{A0}€")
  }
}
