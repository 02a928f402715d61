import Storefront

/// A text's grapheme clusters in logical order, each with the columns it takes, and their sum.
///
/// Splitting text into graphemes and measuring each is most of the cost of drawing non-ASCII text, and
/// a screen draws the same texts frame after frame (the linter draws each for every size and customer),
/// so runs are remembered process-wide.
struct GlyphRun: Sendable {
  /// One grapheme cluster and its display width (0 for a zero-width cluster).
  struct Glyph: Sendable {
    var character: Character
    var width: Int
  }

  /// The clusters of the text, in logical order.
  var glyphs: [Glyph]
  /// The columns the text takes: the sum of the clusters' widths (``DisplayWidth/of(_:)-(String)``).
  var width: Int

  /// The run of `text` (remembered process-wide per exact text).
  static func of(_ text: String) -> GlyphRun {
    runs.value(ExactText(text)) { measuring(text) }
  }

  /// The run of `text`, measured cluster by cluster.
  private static func measuring(_ text: String) -> GlyphRun {
    var glyphs: [Glyph] = []
    var width = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      glyphs.append(Glyph(character: character, width: columns))
      width += columns
    }
    return GlyphRun(glyphs: glyphs, width: width)
  }

  private static let runs = MemoTable<ExactText, GlyphRun>(limit: 8192, overflow: .startOver)
}
