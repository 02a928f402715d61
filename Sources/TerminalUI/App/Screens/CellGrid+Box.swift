extension CellGrid {
  /// Clears `rect` and draws a line border round it, with `title` in the top edge.
  mutating func drawBox(_ rect: Rect, title: String, style: CellStyle = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    clear(rect)
    let right = rect.column + rect.width - 1
    let bottom = rect.row + rect.height - 1
    if !mirrored, rect.column >= 0, rect.row >= 0, right < columns, bottom < rows {
      // Inside the grid and unmirrored the border is one glyph per cell, placed as it is (a put would
      // take each edge apart into graphemes and measure them, once per box of every frame).
      placeBorder(rect, style: style)
    } else {
      putBorder(rect, style: style)
    }
    if !title.isEmpty {
      put(" \(title) ", column: rect.column + 2, row: rect.row, style: .bold, maxWidth: rect.width - 4)
    }
  }

  /// The border of `rect`, which lies inside the grid, glyph by glyph.
  private mutating func placeBorder(_ rect: Rect, style: CellStyle) {
    let right = rect.column + rect.width - 1
    let bottom = rect.row + rect.height - 1
    for (row, left, fill, end) in [(rect.row, "┌", "─", "┐"), (bottom, "└", "─", "┘")]
      as [(Int, Character, Character, Character)]
    {
      place(left, width: 1, column: rect.column, row: row, style: style)
      for column in rect.column + 1..<right { place(fill, width: 1, column: column, row: row, style: style) }
      place(end, width: 1, column: right, row: row, style: style)
    }
    for row in rect.row + 1..<bottom {
      place("│", width: 1, column: rect.column, row: row, style: style)
      place("│", width: 1, column: right, row: row, style: style)
    }
  }

  /// The border of `rect` put as text, clipped and mirrored as any text is.
  private mutating func putBorder(_ rect: Rect, style: CellStyle) {
    let right = rect.column + rect.width - 1
    let bottom = rect.row + rect.height - 1
    let horizontal = String(repeating: "─", count: rect.width - 2)
    put("┌" + horizontal + "┐", column: rect.column, row: rect.row, style: style)
    put("└" + horizontal + "┘", column: rect.column, row: bottom, style: style)
    for row in rect.row + 1..<bottom {
      put("│", column: rect.column, row: row, style: style)
      put("│", column: right, row: row, style: style)
    }
  }
}
