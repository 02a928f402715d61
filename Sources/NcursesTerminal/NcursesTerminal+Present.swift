import CNcursesw
public import TerminalUI

extension NcursesTerminal {
  /// Draws the whole of `frame`, lets curses send what changed, then writes its links as OSC 8 hyperlinks.
  ///
  /// Each leading cell is written at its position in one call, base and combining marks together; the
  /// continuation cells of wide glyphs are skipped. Cells outside the terminal are clipped, and a wide
  /// glyph that would not fit at the right edge is left out.
  public func present(_ frame: TerminalFrame) {
    guard !isShutDown, let window = cn_stdscr() else { return }
    _ = werase(window)
    let grid = frame.grid
    let rows = min(grid.rows, Int(getmaxy(window)))
    let columns = min(grid.columns, Int(getmaxx(window)))
    var current: StyleMapper.Drawing?
    var glyph: [wchar_t] = []
    for row in 0..<max(rows, 0) {
      var column = 0
      while column < columns {
        let cell = grid[column, row]
        var width = 1
        while column + width < grid.columns && grid[column + width, row].isContinuation { width += 1 }
        defer { column += width }
        if cell.isContinuation || column + width > columns { continue }
        let drawing = mapper.drawing(for: cell.style)
        if drawing != current {
          _ = wattr_set(window, drawing.attributes, drawing.pair, nil)
          current = drawing
        }
        Self.fill(&glyph, with: cell.grapheme)
        _ = mvwaddnwstr(window, Int32(row), Int32(column), glyph, Int32(glyph.count))
      }
    }
    _ = wattr_set(window, 0, 0, nil)
    _ = wnoutrefresh(window)
    _ = doupdate()
    if writesLinks && !frame.links.isEmpty {
      TTYOutput.write(LinkPainter.bytes(for: frame, palette: palette), to: fd)
    }
  }

  /// Puts `grapheme`'s scalars into `buffer` as `wchar_t`; a control (never meant to reach here) becomes a space.
  static func fill(_ buffer: inout [wchar_t], with grapheme: Character) {
    buffer.removeAll(keepingCapacity: true)
    for scalar in grapheme.unicodeScalars {
      let value = scalar.value
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      buffer.append(wchar_t(bitPattern: isControl ? 0x20 : value))
    }
  }
}
