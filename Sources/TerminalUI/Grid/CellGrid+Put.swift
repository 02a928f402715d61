import Storefront

extension CellGrid {
  /// The glyph that marks text cut short.
  static let ellipsis: Character = "…"

  /// Writes `text` on one row from `column`, by display width, and returns the number of columns used.
  ///
  /// The text is clipped at the grid's right edge and at `maxWidth` columns, whichever is nearer. Text that
  /// does not fit is truncated at a grapheme boundary and ends with "…" in the last column of that limit; a
  /// wide glyph that would straddle the column before the ellipsis becomes spaces. Zero-width clusters (a
  /// standalone combining mark, U+200F, controls) never take a cell. A row or column outside the grid, or a
  /// limit of 0, writes nothing and returns 0.
  ///
  /// The text is cut in logical order, then written in the grid's ``order``: in visual order each run is
  /// reordered by the Unicode Bidirectional Algorithm within the cells it takes (see
  /// ``TextOrder/arrange(_:)``), so "…" ends a right-to-left text at its left; in logical order the first
  /// grapheme is in the leftmost cell.
  ///
  /// - Parameters:
  ///   - text: The text to draw; pass store- or catalog-supplied text through ``TextLayout/sanitize(_:keepingLineBreaks:)``.
  ///   - column: The first column.
  ///   - row: The row.
  ///   - style: The style of every written cell.
  ///   - maxWidth: The most columns to use, or `nil` for up to the right edge.
  /// - Returns: The columns written, including the ellipsis, at most the limit.
  @discardableResult
  public mutating func put(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows, column >= 0, column < columns else { return 0 }
    let limit = min(columns - column, maxWidth ?? Int.max)
    guard limit > 0 else { return 0 }
    if mirrored { return putMirrored(text, column: column, row: row, style: style, limit: limit) }
    let reorders = order.reorders(text)
    if !reorders, let used = putPrintableASCII(text, column: column, row: row, style: style, limit: limit) {
      return used
    }
    if !reorders { return putInOrder(text, column: column, row: row, style: style, limit: limit) }
    var used = 0
    for glyph in arranged(text, limit: limit, mirrored: false) {
      guard glyph.width > 0 else { continue }
      guard used + glyph.width <= limit else { break }
      placeInRun(glyph.character, width: glyph.width, column: column + used, row: row, style: style, opening: used == 0)
      used += glyph.width
    }
    if used > 0 { closeRun(at: column + used, row: row) }
    return used
  }

  /// Writes `text` in a ``mirrored`` grid: cut to `limit` as anywhere, arranged with its pieces from the
  /// right, and ending at the mirror image of `column` (the cells `column..<column + used` mirrored).
  private mutating func putMirrored(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int) -> Int {
    var glyphs: [GlyphRun.Glyph] = []
    var total = 0
    for glyph in arranged(text, limit: limit, mirrored: true) {
      guard glyph.width > 0 else { continue }
      guard total + glyph.width <= limit else { break }
      glyphs.append(glyph)
      total += glyph.width
    }
    let start = columns - column - total
    var at = start
    for glyph in glyphs {
      placeInRun(glyph.character, width: glyph.width, column: at, row: row, style: style, opening: at == start)
      at += glyph.width
    }
    if total > 0 { closeRun(at: at, row: row) }
    return total
  }

  /// `text` cut to `limit` (see `fitted(_:limit:)`) and arranged in the grid's ``order`` (see
  /// ``TextOrder/arrange(_:mirrored:)``), each grapheme with its width; remembered process-wide, since the
  /// Unicode Bidirectional Algorithm is costly and a screen puts the same texts at the same widths again.
  private func arranged(_ text: String, limit: Int, mirrored: Bool) -> [GlyphRun.Glyph] {
    let key = ArrangedKey(text: ExactText(text), limit: limit, order: order, mirrored: mirrored)
    return Self.arrangements.value(key) {
      order.arrange(Self.fitted(text, limit: limit), mirrored: mirrored).map {
        GlyphRun.Glyph(character: $0, width: DisplayWidth.of($0))
      }
    }
  }

  /// What an arranged text depends on.
  private struct ArrangedKey: Hashable, Sendable {
    var text: ExactText
    var limit: Int
    var order: TextOrder
    var mirrored: Bool
  }

  private static let arrangements = MemoTable<ArrangedKey, [GlyphRun.Glyph]>(limit: 8192, overflow: .startOver)

  /// The graphemes of `text` that fit in `limit` columns, in logical order: all of it, or a prefix cut at a
  /// grapheme, padded with spaces where a wide glyph would straddle, and "…". Zero-width clusters stay (they
  /// take no cell, but a mark such as U+200F counts for bidi).
  static func fitted(_ text: String, limit: Int) -> [Character] {
    let run = GlyphRun.of(text)
    let fits = run.width <= limit
    let budget = fits ? limit : limit - 1
    var shown: [Character] = []
    var used = 0
    for glyph in run.glyphs {
      guard used + glyph.width <= budget else {
        shown += repeatElement(" ", count: budget - used)
        break
      }
      shown.append(glyph.character)
      used += glyph.width
    }
    if !fits { shown.append(ellipsis) }
    return shown
  }

  /// Writes `text` as `fitted(_:limit:)` cuts it, left to right (see ``GlyphRun``); returns the columns used.
  private mutating func putInOrder(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int) -> Int {
    let run = GlyphRun.of(text)
    let fits = run.width <= limit
    let budget = fits ? limit : limit - 1
    var used = 0
    for glyph in run.glyphs where glyph.width > 0 {
      guard used + glyph.width <= budget else { break }
      placeInRun(glyph.character, width: glyph.width, column: column + used, row: row, style: style, opening: used == 0)
      used += glyph.width
    }
    guard !fits else {
      if used > 0 { closeRun(at: column + used, row: row) }
      return used
    }
    // A wide glyph that would straddle the column before the ellipsis becomes spaces.
    while used < budget {
      placeInRun(" ", width: 1, column: column + used, row: row, style: style, opening: used == 0)
      used += 1
    }
    placeInRun(Self.ellipsis, width: 1, column: column + used, row: row, style: style, opening: used == 0)
    closeRun(at: column + used + 1, row: row)
    return used + 1
  }

  /// Writes text made only of printable ASCII byte by byte; returns `nil` (writing nothing) for other text.
  private mutating func putPrintableASCII(
    _ text: String, column: Int, row: Int, style: CellStyle, limit: Int
  ) -> Int? {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let fits = utf8.count <= limit
    let budget = fits ? utf8.count : limit - 1
    var used = 0
    for byte in utf8.prefix(budget) {
      placeInRun(
        Character(Unicode.Scalar(byte)), width: 1, column: column + used, row: row, style: style, opening: used == 0)
      used += 1
    }
    guard !fits else {
      if used > 0 { closeRun(at: column + used, row: row) }
      return used
    }
    placeInRun(Self.ellipsis, width: 1, column: column + used, row: row, style: style, opening: used == 0)
    closeRun(at: column + used + 1, row: row)
    return used + 1
  }
}
