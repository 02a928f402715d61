import Testing

@testable import TerminalUI

/// A mirrored grid (a right-to-left language in visual order) lays out every screen from the right:
/// each put, fill and clear lands at the mirror image of its columns, and the pieces of a put between
/// gutters go from the right, each still read as its own paragraph.
struct CellGridMirroredTests {
  static func grid(columns: Int = 20) -> CellGrid {
    var grid = CellGrid(columns: columns, rows: 2, order: .visual(.rightToLeft))
    grid.mirrored = true
    return grid
  }

  @Test func aPutLandsAtTheMirrorImageOfItsColumns() {
    var grid = Self.grid()
    #expect(grid.put("ab", column: 1, row: 0) == 2)
    #expect(grid.rowText(0) == String(repeating: " ", count: 17) + "ab")
    // A key at column 1 and its word after it: the key rightmost, the word to its left.
    var footer = Self.grid()
    let used = footer.put("q", column: 1, row: 0)
    footer.put("خروج", column: 1 + used + 1, row: 0)
    #expect(footer.rowText(0) == String(repeating: " ", count: 13) + String("خروج".reversed()) + " q")
  }

  @Test func piecesBetweenGuttersGoFromTheRightEachReadAsItself() {
    var grid = Self.grid(columns: 30)
    grid.put("2026-11-29  Pro Yearly  ×1", column: 0, row: 0)
    #expect(grid.rowText(0) == "    ×1  Pro Yearly  2026-11-29")
    grid.put("تم  الاشتراك", column: 0, row: 1)
    #expect(grid.rowText(1) == String(repeating: " ", count: 18) + String("الاشتراك".reversed()) + "  " + "مت")
  }

  @Test func fillAndClearAreMirroredToo() {
    var grid = Self.grid(columns: 10)
    grid.put("abcdefghij", column: 0, row: 0)
    grid.clear(Rect(column: 0, row: 0, width: 3, height: 1))
    #expect(grid.rowText(0) == "abcdefg")
    grid.fill(Rect(column: 0, row: 0, width: 2, height: 1), style: .reverse)
    #expect(grid.rowStyleMask(0) == "........RR")
  }

  @Test func aMirroredRowHoldsWhatTheUnmirroredRowHolds() {
    var plain = CellGrid(columns: 40, rows: 1, order: .visual(.rightToLeft))
    var mirrored = Self.grid(columns: 40)
    for grid in [0, 1] {
      var target = grid == 0 ? plain : mirrored
      target.put("c", column: 1, row: 0)
      target.put("إنفاق العملات", column: 3, row: 0)
      target.put("11-29 17:52", column: 28, row: 0)
      if grid == 0 { plain = target } else { mirrored = target }
    }
    #expect(plain.rowText(0).filter { $0 != " " }.sorted() == mirrored.rowText(0).filter { $0 != " " }.sorted())
    #expect(mirrored.rowText(0).hasPrefix(" 11-29 17:52"))
    #expect(mirrored.rowText(0).hasSuffix(" c"))
  }
}
