import Catalog
import Foundation
import Paywall

/// Draws layout rows into a grid and records where each element landed.
struct LinePainter {
  /// The grid drawn so far.
  var grid: CellGrid
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

  /// Draws `line` on `row`: trailing spans first (they are short and must not be cut), then the leading
  /// spans in the room left, the last of them truncated with "…" if needed. In a right-to-left
  /// language the trailing group (a price and its period) sits at the left edge but keeps its own
  /// order, so "٢١٩٫٩٩ ر.س./سنة" reads the same as inside a sentence.
  mutating func draw(_ line: LayoutLine, row: Int) {
    let trailingWidth = line.trailing.enumerated().reduce(0) {
      $0 + $1.element.width + ($1.offset > 0 ? $1.element.gapBefore : 0)
    }
    var trailingStart = rightToLeft ? 0 : width - min(trailingWidth, width)
    for (index, span) in line.trailing.enumerated() {
      if index > 0 { trailingStart += span.gapBefore }
      trailingStart += place(
        span, offset: trailingStart, maxWidth: width - trailingStart, row: row, mirrored: false)
    }
    let leadingRoom = line.trailing.isEmpty ? width : max(width - trailingWidth - 2, 0)
    var offset = 0
    for (index, span) in line.leading.enumerated() {
      if index > 0 { offset += span.gapBefore }
      guard offset < leadingRoom else { break }
      offset += place(span, offset: offset, maxWidth: leadingRoom - offset, row: row)
    }
  }

  /// Puts `span` `offset` cells into the row from the reading start; returns the cells used.
  private mutating func place(_ span: LayoutSpan, offset: Int, maxWidth: Int, row: Int, mirrored: Bool = true) -> Int {
    let needed = min(span.width, maxWidth)
    let column = rightToLeft && mirrored ? left + width - offset - needed : left + offset
    let used = grid.put(span.text, column: column, row: row, style: span.style, maxWidth: needed)
    for var element in span.elements {
      element.row = row
      element.column = column
      element.width = used
      if span.continuesAbove,
        let index = elements.lastIndex(where: { $0.role == element.role && $0.planID == element.planID })
      {
        elements[index].text += joiner(elements[index].text, element.text) + element.text
        elements[index].height = row - elements[index].row + 1
        elements[index].width = max(elements[index].width, used)
        if rightToLeft { elements[index].column = min(elements[index].column, column) }
        continue
      }
      element.text = used < span.width ? cellText(row: row, column: column, width: used) : element.text
      elements.append(element)
    }
    return used
  }

  /// The graphemes drawn in `width` cells of `row` from `column` (what a truncated span shows).
  private func cellText(row: Int, column: Int, width: Int) -> String {
    var text = ""
    for index in column..<(column + width) where !grid[index, row].isContinuation {
      text.append(grid[index, row].grapheme)
    }
    return text
  }

  /// What goes between two wrapped rows of one text: a space, unless the text has no spaces (Japanese).
  private func joiner(_ before: String, _ after: String) -> String {
    before.contains(" ") || after.contains(" ") ? " " : ""
  }
}
