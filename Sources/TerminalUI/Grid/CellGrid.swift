/// A screen as a grid of cells that views draw into; pure state, no terminal I/O.
///
/// Rows are numbered from 0 at the top, columns from 0 at the left. Every write clips to the grid: a
/// position outside it is ignored and never traps. Wide glyphs occupy a leading cell and continuation cells
/// (see ``Cell``); overwriting part of a wide glyph turns the rest of it into spaces, so the grid never holds
/// half a glyph.
public struct CellGrid: Sendable, Equatable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The cells, row by row.
  var cells: [Cell]
  /// The order ``put(_:column:row:style:maxWidth:)`` writes text in: visual for a terminal that does not
  /// reorder, logical for one that applies bidi itself.
  public var order: TextOrder
  /// Whether the layout is mirrored for a right-to-left reader: every put, fill and clear lands at the
  /// mirror image of the columns it names (column `c` of width `w` at `columns - c - w`), and the pieces
  /// of one put between gutters go from the right, so screens laid out left to right read from the right.
  public var mirrored: Bool = false

  /// Creates a grid of blank cells that writes text in `order`; negative sizes count as 0.
  public init(columns: Int, rows: Int, order: TextOrder = .logical) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.order = order
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at a column and row; outside the grid, a blank cell (setting it there does nothing).
  public subscript(column: Int, row: Int) -> Cell {
    get {
      guard contains(column: column, row: row) else { return .blank }
      return cells[row * columns + column]
    }
    set {
      guard contains(column: column, row: row) else { return }
      cells[row * columns + column] = newValue
    }
  }

  /// The whole grid as a rectangle.
  public var bounds: Rect { Rect(column: 0, row: 0, width: columns, height: rows) }

  /// Whether a column and row lie inside the grid.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  /// Stores one glyph of `width` columns (1 or more) at a valid position that has room for it.
  ///
  /// Repairs any wide glyph it cuts into: the cells of a glyph partly overwritten become plain-grapheme
  /// spaces that keep their style.
  mutating func place(_ grapheme: Character, width: Int, column: Int, row: Int, style: CellStyle) {
    placeInRun(grapheme, width: width, column: column, row: row, style: style, opening: true)
    closeRun(at: column + width, row: row)
  }

  /// Stores one glyph of a run: glyphs side by side on one row, the first `opening` it, then `closeRun`
  /// after the last. The cells are those of `place` glyph by glyph; only a run's two ends can cut into a
  /// wide glyph drawn before, so only they are repaired.
  mutating func placeInRun(
    _ grapheme: Character, width: Int, column: Int, row: Int, style: CellStyle, opening: Bool
  ) {
    let start = row * columns + column
    if opening { breakWideGlyph(covering: start, rowStart: row * columns) }
    cells[start] = Cell(grapheme: grapheme, style: style)
    for index in start + 1..<start + width {
      cells[index] = Cell(grapheme: " ", isContinuation: true, style: style)
    }
  }

  /// Ends a run of glyphs just before `column`: the rest of a wide glyph the run's last cells overwrote the
  /// start of becomes spaces (as `breakWideGlyph` makes them).
  mutating func closeRun(at column: Int, row: Int) {
    let rowEnd = (row + 1) * columns
    var index = row * columns + column
    while index < rowEnd && cells[index].isContinuation {
      cells[index].grapheme = " "
      cells[index].isContinuation = false
      index += 1
    }
  }

  /// Turns the wide glyph that covers cell `index` (if any) into spaces, so it can be overwritten in part.
  mutating func breakWideGlyph(covering index: Int, rowStart: Int) {
    let rowEnd = rowStart + columns
    var leader = index
    while leader > rowStart && cells[leader].isContinuation { leader -= 1 }
    var last = leader + 1
    while last < rowEnd && cells[last].isContinuation { last += 1 }
    guard last - leader > 1 else { return }
    for position in leader..<last {
      cells[position].grapheme = " "
      cells[position].isContinuation = false
    }
  }
}
