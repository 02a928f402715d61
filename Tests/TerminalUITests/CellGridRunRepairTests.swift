import Testing

@testable import TerminalUI

/// A put writes its glyphs as one run and repairs only the run's two ends: the cells must be those of
/// placing each glyph on its own (the wide glyphs it cuts into made spaces), whatever was drawn before.
struct CellGridRunRepairTests {
  /// The glyphs the random writes draw: narrow, wide, Arabic, a combining sequence.
  static let glyphs: [(Character, Int)] = [
    ("a", 1), ("Z", 1), (" ", 1), ("中", 2), ("か", 2), ("😀", 2), ("ب", 1), ("é", 1), ("…", 1),
  ]

  /// A small deterministic generator, so a failure names a seed that reproduces it.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Places `glyph` the way a put did glyph by glyph: the wide glyphs covering its first and last cells
  /// become spaces, then it is stored.
  static func placeAlone(_ glyph: Character, width: Int, column: Int, row: Int, in grid: inout CellGrid) {
    let start = row * grid.columns + column
    grid.breakWideGlyph(covering: start, rowStart: row * grid.columns)
    grid.breakWideGlyph(covering: start + width - 1, rowStart: row * grid.columns)
    grid[column, row] = Cell(grapheme: glyph)
    for offset in 1..<width { grid[column + offset, row] = Cell(grapheme: " ", isContinuation: true) }
  }

  /// Every continuation cell follows its glyph's leader or another continuation cell of it, and a leader's
  /// continuation cells are exactly its width.
  static func holdsNoHalfGlyph(_ grid: CellGrid) -> Bool {
    for row in 0..<grid.rows {
      var expectedContinuations = 0
      for column in 0..<grid.columns {
        let cell = grid[column, row]
        if cell.isContinuation {
          guard expectedContinuations > 0 else { return false }
          expectedContinuations -= 1
        } else {
          guard expectedContinuations == 0 else { return false }
          expectedContinuations = max(DisplayWidth.of(cell.grapheme), 1) - 1
        }
      }
      guard expectedContinuations == 0 else { return false }
    }
    return true
  }

  @Test(arguments: 0..<40)
  func aRunLeavesTheCellsOfGlyphByGlyph(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 17)
    var run = CellGrid(columns: 12, rows: 2)
    var alone = run
    for _ in 0..<30 {
      let row = random.next(2)
      var column = random.next(12)
      var glyphs: [(Character, Int)] = []
      for _ in 0..<(1 + random.next(4)) {
        let glyph = Self.glyphs[random.next(Self.glyphs.count)]
        guard column + glyphs.reduce(0, { $0 + $1.1 }) + glyph.1 <= 12 else { break }
        glyphs.append(glyph)
      }
      guard !glyphs.isEmpty else { continue }
      let start = column
      for (index, glyph) in glyphs.enumerated() {
        run.placeInRun(glyph.0, width: glyph.1, column: column, row: row, style: .plain, opening: index == 0)
        Self.placeAlone(glyph.0, width: glyph.1, column: column, row: row, in: &alone)
        column += glyph.1
      }
      run.closeRun(at: column, row: row)
      #expect(run == alone, "seed \(seed): a run of \(glyphs.map(\.0)) at \(start) on row \(row)")
      #expect(Self.holdsNoHalfGlyph(run), "seed \(seed)")
    }
  }

  @Test(arguments: 0..<40)
  func putsOverEachOtherNeverLeaveHalfAGlyph(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 1_000)
    let texts = ["中文テキスト", "abc", "か月プラン", "😀 ok", "مرحبا بك", "Prix 9,99 €", "a中b", "…"]
    for order in [TextOrder.logical, .visual(.rightToLeft)] {
      for mirrored in [false, true] {
        var grid = CellGrid(columns: 14, rows: 1, order: order)
        grid.mirrored = mirrored
        for _ in 0..<25 {
          let text = texts[random.next(texts.count)]
          let column = random.next(14)
          let limit = random.next(3) == 0 ? random.next(8) + 1 : nil
          grid.put(text, column: column, row: 0, maxWidth: limit)
          #expect(
            Self.holdsNoHalfGlyph(grid), "seed \(seed) \(order) mirrored \(mirrored): \"\(text)\" at \(column)")
        }
      }
    }
  }

  @Test func theSameTextAtAnotherLimitOrOrderIsCutAndArrangedForIt() {
    // Arranged texts are remembered per text, limit, order and mirroring: one must not answer for another.
    var wide = CellGrid(columns: 20, rows: 1, order: .visual(.rightToLeft))
    var narrow = wide
    var logical = CellGrid(columns: 20, rows: 1)
    wide.put("مرحبا بك", column: 0, row: 0)
    narrow.put("مرحبا بك", column: 0, row: 0, maxWidth: 4)
    logical.put("مرحبا بك", column: 0, row: 0)
    #expect(wide.rowText(0) == "كب ابحرم")
    #expect(narrow.rowText(0) == "…حرم")
    #expect(logical.rowText(0) == "مرحبا بك")
  }
}
