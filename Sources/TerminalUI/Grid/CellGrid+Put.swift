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
    let shown = order.arrange(Self.fitted(text, limit: limit))
    var used = 0
    for character in shown {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      guard used + width <= limit else { break }
      place(character, width: width, column: column + used, row: row, style: style)
      used += width
    }
    return used
  }

  /// Writes `text` in a ``mirrored`` grid: cut to `limit` as anywhere, arranged with its pieces from the
  /// right, and ending at the mirror image of `column` (the cells `column..<column + used` mirrored).
  private mutating func putMirrored(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int) -> Int {
    let shown = order.arrange(Self.fitted(text, limit: limit), mirrored: true)
    var glyphs: [(character: Character, width: Int)] = []
    var total = 0
    for character in shown {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      guard total + width <= limit else { break }
      glyphs.append((character, width))
      total += width
    }
    var at = columns - column - total
    for glyph in glyphs {
      place(glyph.character, width: glyph.width, column: at, row: row, style: style)
      at += glyph.width
    }
    return total
  }

  /// The graphemes of `text` that fit in `limit` columns, in logical order: all of it, or a prefix cut at a
  /// grapheme, padded with spaces where a wide glyph would straddle, and "…". Zero-width clusters stay (they
  /// take no cell, but a mark such as U+200F counts for bidi).
  static func fitted(_ text: String, limit: Int) -> [Character] {
    let fits = DisplayWidth.of(text) <= limit
    let budget = fits ? limit : limit - 1
    var shown: [Character] = []
    var used = 0
    for character in text {
      let width = DisplayWidth.of(character)
      guard used + width <= budget else {
        shown += repeatElement(" ", count: budget - used)
        break
      }
      shown.append(character)
      used += width
    }
    if !fits { shown.append(ellipsis) }
    return shown
  }

  /// Writes `text` as `fitted(_:limit:)` cuts it, left to right, measuring each grapheme once; returns the
  /// columns used.
  private mutating func putInOrder(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int) -> Int {
    var glyphs: [(character: Character, width: Int)] = []
    var total = 0
    for character in text {
      let width = DisplayWidth.of(character)
      glyphs.append((character, width))
      total += width
    }
    let fits = total <= limit
    let budget = fits ? limit : limit - 1
    var used = 0
    for glyph in glyphs where glyph.width > 0 {
      guard used + glyph.width <= budget else { break }
      place(glyph.character, width: glyph.width, column: column + used, row: row, style: style)
      used += glyph.width
    }
    guard !fits else { return used }
    // A wide glyph that would straddle the column before the ellipsis becomes spaces.
    while used < budget {
      place(" ", width: 1, column: column + used, row: row, style: style)
      used += 1
    }
    place(Self.ellipsis, width: 1, column: column + used, row: row, style: style)
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
      place(Character(Unicode.Scalar(byte)), width: 1, column: column + used, row: row, style: style)
      used += 1
    }
    guard !fits else { return used }
    place(Self.ellipsis, width: 1, column: column + used, row: row, style: style)
    return used + 1
  }
}
