/// Draws lines of a list into rows of a grid, scrolled so the chosen line shows, the chosen line reversed.
enum ListPainter {
  /// Draws `lines` from `rows.lowerBound`, the `selected` one marked with "▶" and reversed (none when nil).
  static func draw(
    _ lines: [String], selected: Int?, rows: Range<Int>, into grid: inout CellGrid, column: Int = 1
  ) {
    guard !rows.isEmpty else { return }
    let first = firstVisible(count: lines.count, selected: selected ?? 0, visible: rows.count)
    for (offset, index) in (first..<min(lines.count, first + rows.count)).enumerated() {
      let isSelected = index == selected
      let style: CellStyle = isSelected ? .reverse : .plain
      let marker = selected == nil ? "" : (isSelected ? "▶ " : "  ")
      let row = rows.lowerBound + offset
      // The marker is drawn on its own, so that it stays before the line whatever the line's direction.
      let markerWidth = grid.put(marker, column: column, row: row, style: style, maxWidth: grid.columns - column - 1)
      grid.put(
        lines[index], column: column + markerWidth, row: row, style: style,
        maxWidth: grid.columns - column - 1 - markerWidth)
    }
  }

  /// The first line shown so that `selected` is visible among `visible` rows.
  static func firstVisible(count: Int, selected: Int, visible: Int) -> Int {
    guard count > visible, visible > 0 else { return 0 }
    return min(max(0, selected - visible + 1), count - visible)
  }

  /// `text` when it fits in `width` cells, else cut at a grapheme with "…" to fit.
  static func cut(_ text: String, _ width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let cells = DisplayWidth.of(String(character))
      if used + cells > width - 1 { break }
      kept.append(character)
      used += cells
    }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return kept + "…"
  }

  /// `text` in at most `width` cells as ``cut(_:_:)`` cuts it, unless that would read the same as another
  /// of `others` cut there: then cut in the middle as ``fitted(_:_:apartFrom:)`` does.
  static func cut(_ text: String, _ width: Int, apartFrom others: [String]) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var cut = fitted(text, width + 1, apartFrom: others)
    while cut.last == " " { cut.removeLast() }
    return cut
  }

  /// `text` in a table column of `width` cells: padded with spaces, or, when it would not leave a
  /// space before the next column, cut at a grapheme with "…" so that the columns after it stay put.
  static func fitted(_ text: String, _ width: Int) -> String {
    guard DisplayWidth.of(text) >= width else { return padded(text, width) }
    var kept = ""
    var used = 0
    for character in text {
      let cells = DisplayWidth.of(String(character))
      if used + cells > width - 2 { break }
      kept.append(character)
      used += cells
    }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return padded(kept + "…", width)
  }

  /// `text` fitted to `width` as ``fitted(_:_:)`` does, unless that would read the same as another of
  /// `others` cut there ("الاشتراك الاحترافي…" for both the yearly and the monthly plan): then it
  /// keeps its start and its end, cut in the middle ("الاشترا…السنوي"), where names that share a
  /// start differ.
  static func fitted(_ text: String, _ width: Int, apartFrom others: [String]) -> String {
    let cut = fitted(text, width)
    guard DisplayWidth.of(text) >= width, others.contains(where: { $0 != text && fitted($0, width) == cut }) else {
      return cut
    }
    let characters = Array(text)
    let room = max(width - 2, 2)
    var tail: [Character] = []
    var tailCells = 0
    for character in characters.reversed() {
      let cells = DisplayWidth.of(String(character))
      if tailCells + cells > room / 2 { break }
      tail.insert(character, at: 0)
      tailCells += cells
    }
    // The end starts at a word where it holds one whole ("…السنوي", not "…في السنوي").
    if let space = tail.firstIndex(where: \.isWhitespace), space + 1 < tail.count, tail.first?.isWhitespace == false,
      characters.count > tail.count, !characters[characters.count - tail.count - 1].isWhitespace
    {
      tail.removeFirst(space + 1)
      tailCells = DisplayWidth.of(String(tail))
    }
    var head = ""
    var headCells = 0
    for character in characters.dropLast(tail.count) {
      let cells = DisplayWidth.of(String(character))
      if headCells + cells > room - tailCells { break }
      head.append(character)
      headCells += cells
    }
    while head.last?.isWhitespace == true { head.removeLast() }
    while tail.first?.isWhitespace == true { tail.removeFirst() }
    return padded(head + "…" + String(tail), width)
  }

  /// Pads `text` with spaces to `width` columns (or leaves it when longer), for table columns.
  static func padded(_ text: String, _ width: Int) -> String {
    let used = DisplayWidth.of(text)
    return used >= width ? text + " " : text + String(repeating: " ", count: width - used)
  }
}
