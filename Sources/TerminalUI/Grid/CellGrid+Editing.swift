extension CellGrid {
  /// Sets the style of every cell of `rect` inside the grid, keeping the graphemes.
  ///
  /// Use it to highlight a row or paint a background before or after drawing text.
  public mutating func fill(_ rect: Rect, style: CellStyle) {
    let area = placed(rect).clamped(columns: columns, rows: rows)
    for row in area.rows {
      for column in area.columns {
        cells[row * columns + column].style = style
      }
    }
  }

  /// Blanks every cell of `rect` inside the grid (a plain space); a wide glyph cut by an edge becomes spaces.
  public mutating func clear(_ rect: Rect) {
    let area = placed(rect).clamped(columns: columns, rows: rows)
    guard let first = area.columns.first, let last = area.columns.last else { return }
    for row in area.rows {
      let rowStart = row * columns
      breakWideGlyph(covering: rowStart + first, rowStart: rowStart)
      breakWideGlyph(covering: rowStart + last, rowStart: rowStart)
      for column in area.columns {
        cells[rowStart + column] = .blank
      }
    }
  }

  /// `rect` where it lands: itself, or its mirror image in a ``mirrored`` grid.
  func placed(_ rect: Rect) -> Rect {
    guard mirrored else { return rect }
    return Rect(column: columns - rect.column - rect.width, row: rect.row, width: rect.width, height: rect.height)
  }
}
