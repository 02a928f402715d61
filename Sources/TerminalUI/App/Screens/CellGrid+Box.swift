extension CellGrid {
  /// Clears `rect` and draws a line border round it, with `title` in the top edge.
  mutating func drawBox(_ rect: Rect, title: String, style: CellStyle = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    clear(rect)
    let right = rect.column + rect.width - 1
    let bottom = rect.row + rect.height - 1
    let horizontal = String(repeating: "─", count: rect.width - 2)
    put("┌" + horizontal + "┐", column: rect.column, row: rect.row, style: style)
    put("└" + horizontal + "┘", column: rect.column, row: bottom, style: style)
    for row in rect.row + 1..<bottom {
      put("│", column: rect.column, row: row, style: style)
      put("│", column: right, row: row, style: style)
    }
    if !title.isEmpty {
      put(" \(title) ", column: rect.column + 2, row: rect.row, style: .bold, maxWidth: rect.width - 4)
    }
  }
}
