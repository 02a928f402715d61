extension SVGFrameWriter {
  /// The outlines: a stroke on the cells' edges, no fill, one per highlight inside the grid.
  func outlines(_ highlights: [FrameHighlight], in grid: CellGrid) -> String {
    let strokes = highlights.compactMap { highlight -> String? in
      let area = highlight.rect.clamped(columns: grid.columns, rows: grid.rows)
      guard let column = area.columns.first, let row = area.rows.first else { return nil }
      return "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight)\" width=\"\(area.columns.count * cellWidth)\""
        + " height=\"\(area.rows.count * cellHeight)\"/>"
    }
    return group("highlights", strokes, attributes: " fill=\"none\" stroke=\"\(highlightColor)\" stroke-width=\"2\"")
  }

  /// The labels of the outlines, one line per row in a margin right of the grid, so they cover nothing:
  /// the labels of the outlines that start on that row, left to right.
  func labelLines(_ highlights: [FrameHighlight], in grid: CellGrid) -> [(row: Int, text: String)] {
    var byRow: [Int: [(column: Int, label: String)]] = [:]
    for highlight in highlights where !highlight.label.isEmpty {
      let area = highlight.rect.clamped(columns: grid.columns, rows: grid.rows)
      guard let column = area.columns.first, let row = area.rows.first else { continue }
      byRow[row, default: []].append((column, highlight.label))
    }
    return byRow.keys.sorted().map { row in
      (row, byRow[row]!.sorted { $0.column < $1.column }.map(\.label).joined(separator: " · "))
    }
  }

  /// The labels' font size.
  var labelSize: Int { max(fontSize * 3 / 4, 6) }

  /// The width of the label margin for `lines` (0 without labels).
  func marginWidth(_ lines: [(row: Int, text: String)]) -> Int {
    guard let longest = lines.map({ $0.text.unicodeScalars.count }).max() else { return 0 }
    return (longest * labelSize * 62 + 99) / 100 + 2 * cellWidth
  }

  /// The margin, a shade lighter than the terminal, and its labels in the outlines' colour, each on the
  /// baseline of its row.
  func labels(_ lines: [(row: Int, text: String)], left: Int, width: Int, height: Int) -> String {
    guard !lines.isEmpty else { return "" }
    let margin = palette.defaultBackground.mixed(with: palette.defaultForeground, fraction: 0.08)
    let texts = lines.map { line in
      "<text x=\"\(left + cellWidth)\" y=\"\(line.row * cellHeight + baseline)\">\(XMLText.escaped(line.text))</text>"
    }
    return "<rect x=\"\(left)\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"\(margin)\"/>\n"
      + group("labels", texts, attributes: " font-size=\"\(labelSize)\" fill=\"\(highlightColor)\"")
  }
}
