/// One column of one row of a ``CellGrid``: a grapheme cluster and its style.
///
/// A glyph wider than one column occupies a leading cell, which holds the grapheme, and one or more
/// continuation cells after it (`isContinuation == true`), which hold a space and the leader's style.
/// A backend draws the leader's grapheme and skips its continuations.
public struct Cell: Sendable, Equatable {
  /// The grapheme cluster drawn in this cell (a space for an empty or continuation cell).
  public var grapheme: Character
  /// Whether this cell is covered by the wide glyph of a cell to its left.
  public var isContinuation: Bool
  /// Colours and attributes of the cell.
  public var style: CellStyle

  /// Creates a cell.
  public init(grapheme: Character, isContinuation: Bool = false, style: CellStyle = .plain) {
    self.grapheme = grapheme
    self.isContinuation = isContinuation
    self.style = style
  }

  /// An empty cell: a space in plain style.
  public static let blank = Cell(grapheme: " ")
}
