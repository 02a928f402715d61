/// A rectangle of cells: its top-left column and row, and its size in columns and rows.
public struct Rect: Sendable, Hashable {
  /// The leftmost column (0-based).
  public var column: Int
  /// The top row (0-based).
  public var row: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a rectangle; a negative width or height counts as empty.
  public init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = width
    self.height = height
  }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The rectangle's part inside `columns` × `rows` cells starting at (0, 0), as column and row ranges.
  ///
  /// Both ranges are empty when the rectangle lies outside; arithmetic saturates, so huge values never trap.
  func clamped(columns: Int, rows: Int) -> (columns: Range<Int>, rows: Range<Int>) {
    let first = (column: max(column, 0), row: max(row, 0))
    let columnEnd = min(column.addingSaturating(width), columns)
    let rowEnd = min(row.addingSaturating(height), rows)
    guard !isEmpty, first.column < columnEnd, first.row < rowEnd else { return (0..<0, 0..<0) }
    return (first.column..<columnEnd, first.row..<rowEnd)
  }
}
