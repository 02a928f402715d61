public import Paywall

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
  /// Cells between two spans.
  static let gap = 2

  init(grid: CellGrid, left: Int, width: Int, rightToLeft: Bool) {
    self.grid = grid
    self.left = left
    self.width = width
    self.rightToLeft = rightToLeft
  }

  /// Draws `line` on `row`: trailing spans first (they are short and must not be cut), then the leading
  /// spans in the room left, the last of them truncated with "…" if needed.
  mutating func draw(_ line: LayoutLine, row: Int) {
    let trailingWidth = line.trailing.reduce(0) { $0 + $1.width } + Self.gap * max(line.trailing.count - 1, 0)
    var trailingStart = width - min(trailingWidth, width)
    for span in line.trailing {
      let used = place(span, offset: trailingStart, maxWidth: width - trailingStart, row: row)
      trailingStart += used + Self.gap
    }
    let leadingRoom = line.trailing.isEmpty ? width : max(width - trailingWidth - Self.gap, 0)
    var offset = 0
    for span in line.leading where offset < leadingRoom {
      let used = place(span, offset: offset, maxWidth: leadingRoom - offset, row: row)
      offset += used + (span.text == " " || span.text == "▶" ? 1 : Self.gap)
    }
  }

  /// Puts `span` `offset` cells into the row from the reading start; returns the cells used.
  private mutating func place(_ span: LayoutSpan, offset: Int, maxWidth: Int, row: Int) -> Int {
    let needed = min(span.width, maxWidth)
    let column = rightToLeft ? left + width - offset - needed : left + offset
    let used = grid.put(span.text, column: column, row: row, style: span.style, maxWidth: needed)
    for var element in span.elements {
      element.row = row
      element.column = column
      element.width = used
      if span.continuesAbove, let index = elements.lastIndex(where: { $0.role == element.role && $0.planID == element.planID }) {
        elements[index].text += joiner(elements[index].text, element.text) + element.text
        elements[index].height = row - elements[index].row + 1
        elements[index].width = max(elements[index].width, used)
        if rightToLeft { elements[index].column = min(elements[index].column, column) }
        continue
      }
      element.text = used < span.width ? grid.rowText(row, from: column, width: used) : element.text
      elements.append(element)
    }
    return used
  }

  /// What goes between two wrapped rows of one text: a space, unless the text has no spaces (Japanese).
  private func joiner(_ before: String, _ after: String) -> String {
    before.contains(" ") || after.contains(" ") ? " " : ""
  }
}
