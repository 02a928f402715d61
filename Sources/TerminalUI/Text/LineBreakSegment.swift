/// A piece of a paragraph between two line-break opportunities, with the spaces before it.
struct LineBreakSegment {
  /// The breaking spaces before the segment (dropped when the line breaks there).
  var separator = ""
  /// The display width of ``separator``.
  var separatorWidth = 0
  /// The unbreakable text.
  var text = ""
  /// The display width of ``text``.
  var width = 0

  /// Spaces at which a line may break; NBSP U+00A0, figure space U+2007 and narrow NBSP U+202F are not.
  static func isBreakingSpace(_ character: Character) -> Bool {
    switch character {
    case " ", "\t", "\u{1680}", "\u{2000}"..."\u{2006}", "\u{2008}"..."\u{200B}", "\u{205F}", "\u{3000}":
      true
    default:
      false
    }
  }

  /// Characters a line must not start with (Japanese kinsoku: closing punctuation, small kana, "ー").
  static let noBreakBefore: Set<Character> = Set("、。，．・：；？！ー」』）〕】〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
  /// Characters a line must not end with (opening brackets).
  static let noBreakAfter: Set<Character> = Set("「『（〔【〈《")

  /// Whether a line may break between `previous` and `next`, neither a breaking space.
  static func canBreak(after previous: Character, widths: (Int, Int), before next: Character) -> Bool {
    if noBreakBefore.contains(next) || noBreakAfter.contains(previous) { return false }
    if widths.0 >= 2 || widths.1 >= 2 { return true }
    return (previous == "-" || previous == "\u{2010}") && next.isLetter
  }

  /// Splits a paragraph into segments at every break opportunity.
  static func split(_ paragraph: Substring) -> [LineBreakSegment] {
    var segments: [LineBreakSegment] = []
    var current = LineBreakSegment()
    var previous: (character: Character, width: Int)?
    for character in paragraph {
      let width = DisplayWidth.of(character)
      if isBreakingSpace(character) {
        if !current.text.isEmpty {
          segments.append(current)
          current = LineBreakSegment()
        }
        current.separator.append(character)
        current.separatorWidth += width
        previous = nil
        continue
      }
      if let previous, width > 0, !current.text.isEmpty,
        canBreak(after: previous.character, widths: (previous.width, width), before: character)
      {
        segments.append(current)
        current = LineBreakSegment()
      }
      current.text.append(character)
      current.width += width
      if width > 0 { previous = (character, width) }
    }
    if !current.text.isEmpty || !current.separator.isEmpty { segments.append(current) }
    return segments
  }
}
