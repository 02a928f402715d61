/// One frame for the terminal: the cells, and the links to emit as OSC 8 hyperlinks over some of them.
public struct TerminalFrame: Sendable, Equatable {
  /// The cells to show.
  public var grid: CellGrid
  /// Cells that are links; the backend writes them as OSC 8 hyperlinks after drawing.
  public var links: [TerminalLink]

  /// A frame of `grid` with `links`.
  public init(grid: CellGrid, links: [TerminalLink] = []) {
    self.grid = grid
    self.links = links
  }
}

/// A hyperlink over a run of cells on one row.
public struct TerminalLink: Sendable, Equatable {
  /// The row.
  public var row: Int
  /// The first column.
  public var column: Int
  /// Cells wide.
  public var width: Int
  /// The address: printable ASCII, no controls (the backend refuses anything else).
  public var url: String

  /// A link over `width` cells from `column` on `row` to `url`.
  public init(row: Int, column: Int, width: Int, url: String) {
    self.row = row
    self.column = column
    self.width = width
    self.url = url
  }
}
