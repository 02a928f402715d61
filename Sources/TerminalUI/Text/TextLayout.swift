import Storefront

/// Text shaping for a terminal grid: word wrap by display width, sanitising untrusted text, direction.
public enum TextLayout {
  /// Breaks `text` into lines of at most `width` columns, by display width.
  ///
  /// - Lines break at spaces (U+0020, tab, U+3000 and the other breaking spaces) and after a hyphen between
  ///   letters; the spaces at a break are dropped. NBSP (U+00A0), narrow NBSP (U+202F) and figure space
  ///   (U+2007) never break, so "14,99 €" or "1 Monat" stay on one line.
  /// - Between two graphemes where either is wide (CJK, emoji), a line may break anywhere, so Japanese without
  ///   spaces wraps; not before closing punctuation such as "。" or "」", nor after opening "「".
  /// - A word wider than `width` is split between graphemes; a grapheme cluster is never split, and a single
  ///   glyph wider than `width` gets a line of its own.
  /// - "\n" starts a new line; an empty paragraph gives an empty line. Leading spaces of a paragraph stay.
  ///
  /// - Returns: The lines, without trailing spaces; `[]` for empty text or a `width` below 1.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    // Short texts are wrapped again; longer ones (disclosures, sentences) are remembered, since every
    // frame of a paywall wraps the same texts (the linter draws each for several customers).
    guard text.utf8.count > 24 else { return wrapping(text, width: width) }
    return wrapped.value(WrapKey(text: ExactText(text), width: width)) { wrapping(text, width: width) }
  }

  /// What a wrapped text depends on.
  private struct WrapKey: Hashable, Sendable {
    var text: ExactText
    var width: Int
  }

  private static let wrapped = MemoTable<WrapKey, [String]>(limit: 1024, overflow: .startOver)

  /// `text` wrapped to `width` (see `wrap(_:width:)`).
  private static func wrapping(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrap(paragraph: Substring(paragraph), width: width)
    }
    return lines
  }

  /// Wraps one paragraph (no "\n") into lines of at most `width` columns.
  private static func wrap(paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for segment in LineBreakSegment.split(paragraph) {
      // Spaces at the end of the paragraph, or at the start of a wrapped line, are dropped.
      guard !segment.text.isEmpty else { continue }
      let keepsSeparator = !(line.isEmpty && !lines.isEmpty)
      let separatorWidth = keepsSeparator ? segment.separatorWidth : 0
      if lineWidth + separatorWidth + segment.width <= width {
        if keepsSeparator { line += segment.separator }
        line += segment.text
        lineWidth += separatorWidth + segment.width
        continue
      }
      if !line.isEmpty {
        lines.append(trimmingTrailingSpaces(line))
        line = ""
        lineWidth = 0
      }
      for character in segment.text {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > width && lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    lines.append(trimmingTrailingSpaces(line))
    return lines
  }

  /// `line` without trailing breaking spaces.
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex {
      let before = line.index(before: end)
      guard LineBreakSegment.isBreakingSpace(line[before]) else { break }
      end = before
    }
    return String(line[..<end])
  }
}
