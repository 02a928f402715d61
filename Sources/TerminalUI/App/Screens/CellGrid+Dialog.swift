extension CellGrid {
  /// Draws a dialog: `lines` wrapped to the box (at most `maxWidth` wide, two cells from each edge),
  /// the box as tall as they need and centred in `rows`; an empty line is a blank row. Lines past the
  /// rows the screen has are left out from the middle, so the question and the keys (first and
  /// last) always show.
  mutating func drawDialog(
    title: String, lines: [(text: String, style: CellStyle)], in rows: Range<Int>, maxWidth: Int = 70
  ) {
    let width = max(min(columns - 4, maxWidth), 6)
    var wrapped = lines.flatMap { line in
      line.text.isEmpty
        ? [(text: "", style: line.style)]
        : TextLayout.wrap(line.text, width: width - 4).map { (text: $0, style: line.style) }
    }
    let room = max(rows.count - 2, 1)
    if wrapped.count > room, let last = wrapped.last {
      wrapped = Array(wrapped.prefix(room - 1)) + [last]
    }
    let height = wrapped.count + 2
    let top = rows.lowerBound + max((rows.count - height) / 2, 0)
    let box = Rect(column: (columns - width) / 2, row: top, width: width, height: height)
    drawBox(box, title: title)
    for (index, line) in wrapped.enumerated() {
      put(line.text, column: box.column + 2, row: box.row + 1 + index, style: line.style, maxWidth: width - 4)
    }
  }
}
