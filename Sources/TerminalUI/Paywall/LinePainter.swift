import Catalog
import FoundationEssentials
import Paywall

/// Draws layout rows into a grid and records where each element landed.
///
/// The grid writes text in its ``CellGrid/order``. When that moves any text, the painter keeps a copy drawn
/// in logical order, ``logicalGrid``: the review rules read rows and cut texts as the words go, while the
/// elements' places are the cells drawn.
struct LinePainter {
  /// The grid drawn so far.
  var grid: CellGrid
  /// The same rows in logical order, once a text was reordered (before that, `grid` is the same).
  private(set) var logicalGrid: CellGrid?
  /// The elements drawn so far, with their places.
  var elements: [ElementSnapshot] = []
  /// The first column of the content.
  let left: Int
  /// The content's width in cells.
  let width: Int
  /// Whether rows start at the right edge.
  let rightToLeft: Bool

  init(grid: CellGrid, left: Int, width: Int, rightToLeft: Bool) {
    self.grid = grid
    self.left = left
    self.width = width
    self.rightToLeft = rightToLeft
  }

  /// The text of every row in logical order, as the review rules read it.
  var logicalRows: [String] {
    let rows = logicalGrid ?? grid
    return (0..<rows.rows).map { rows.rowText($0) }
  }

  /// Draws `line` on `row`: trailing spans first (they are short and must not be cut), then the leading
  /// spans in the room left, the last of them truncated with "…" if needed. In a right-to-left
  /// language the trailing group (a price and its period) sits at the left edge; in logical order it
  /// keeps its own order, so "٢١٩٫٩٩ ر.س./سنة" reads the same as inside a sentence to a terminal that
  /// reorders, and in visual order its spans go right to left like the sentence's words.
  mutating func draw(_ line: LayoutLine, row: Int) {
    let trailingWidth = line.trailing.enumerated().reduce(0) {
      $0 + $1.element.width + ($1.offset > 0 ? $1.element.gapBefore : 0)
    }
    let group = min(trailingWidth, width)
    let groupStart = rightToLeft ? 0 : width - group
    let readsRightToLeft = rightToLeft && grid.order != .logical
    var offset = 0
    for (index, span) in line.trailing.enumerated() {
      if index > 0 { offset += span.gapBefore }
      let needed = min(span.width, max(group - offset, 0))
      let start = readsRightToLeft ? group - offset - needed : offset
      offset += place(span, column: left + groupStart + start, maxWidth: needed, row: row)
    }
    let leadingRoom = line.trailing.isEmpty ? width : max(width - trailingWidth - 2, 0)
    offset = 0
    for (index, span) in line.leading.enumerated() {
      if index > 0 { offset += span.gapBefore }
      guard offset < leadingRoom else { break }
      let needed = min(span.width, leadingRoom - offset)
      let column = rightToLeft ? left + width - offset - needed : left + offset
      offset += place(span, column: column, maxWidth: needed, row: row)
    }
  }

  /// Puts `span` in at most `maxWidth` cells from `column`; returns the cells used.
  private mutating func place(_ span: LayoutSpan, column: Int, maxWidth: Int, row: Int) -> Int {
    if logicalGrid == nil, grid.order.reorders(span.text) {
      logicalGrid = grid
      logicalGrid?.order = .logical
    }
    let used = grid.put(span.text, column: column, row: row, style: span.style, maxWidth: maxWidth)
    logicalGrid?.put(span.text, column: column, row: row, style: span.style, maxWidth: maxWidth)
    for var element in span.elements {
      element.row = row
      element.column = column
      element.width = used
      if span.continuesAbove,
        let index = elements.lastIndex(where: { $0.role == element.role && $0.planID == element.planID })
      {
        elements[index].text += joiner(elements[index].text, element.text) + element.text
        elements[index].cut = elements[index].cut ?? element.cut ?? (used < span.width ? .ellipsis : nil)
        elements[index].height = row - elements[index].row + 1
        elements[index].width = max(elements[index].width, used)
        if rightToLeft { elements[index].column = min(elements[index].column, column) }
        continue
      }
      if used < span.width {
        element.text = cellText(row: row, column: column, width: used)
        element.cut = .ellipsis
      }
      elements.append(element)
    }
    return used
  }

  /// The graphemes drawn in `width` cells of `row` from `column`, in logical order (what a truncated span shows).
  private func cellText(row: Int, column: Int, width: Int) -> String {
    let cells = logicalGrid ?? grid
    var text = ""
    for index in column..<(column + width) where !cells[index, row].isContinuation {
      text.append(cells[index, row].grapheme)
    }
    return text
  }

  /// What goes between two wrapped rows of one text: a space, unless the text has no spaces (Japanese).
  private func joiner(_ before: String, _ after: String) -> String {
    before.contains(" ") || after.contains(" ") ? " " : ""
  }
}
