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
    switch singleScalar(character) ?? 0 {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// The code point of a cluster made of one scalar, else `nil`; compares without Unicode normalisation.
  static func singleScalar(_ character: Character) -> UInt32? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
    return first.value
  }

  /// Characters a line must not start with (Japanese kinsoku: closing punctuation, small kana, "ー").
  static let noBreakBefore: Set<Character> = Set("、。，．・：；？！ー」』）〕】〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
  /// Characters a line must not end with (opening brackets).
  static let noBreakAfter: Set<Character> = Set("「『（〔【〈《")

  /// Whether a line may break between `previous` and `next`, neither a breaking space.
  static func canBreak(after previous: Character, widths: (Int, Int), before next: Character) -> Bool {
    let wide = widths.0 >= 2 || widths.1 >= 2
    let hyphen = (singleScalar(previous) == 0x2D || singleScalar(previous) == 0x2010) && next.isLetter
    guard wide || hyphen else { return false }
    // A katakana word (a loanword such as "サブスクリプション") is kept whole where it fits a line.
    if isKatakana(previous) && isKatakana(next) { return false }
    return !noBreakBefore.contains(next) && !noBreakAfter.contains(previous)
  }

  /// Whether `character` is a full-width katakana letter or the long-vowel mark "ー".
  static func isKatakana(_ character: Character) -> Bool {
    guard let scalar = singleScalar(character) else { return false }
    return (0x30A1...0x30FA).contains(scalar) || scalar == 0x30FC
  }

  /// Splits a paragraph into segments at every break opportunity.
  static func split(_ paragraph: Substring) -> [LineBreakSegment] {
    var segments: [LineBreakSegment] = []
    var current = LineBreakSegment()
    var previous: (character: Character, width: Int)?
    for character in paragraph {
      let width = DisplayWidth.of(character)
      // Break anywhere only beside East Asian wide glyphs: the first scalar decides, so a Devanagari
      // conjunct ("द्द", several columns) stays inside its word.
      let breakWidth =
        width >= 2 ? character.unicodeScalars.first.map { DisplayWidth.of(Character($0)) } ?? width : width
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
        canBreak(after: previous.character, widths: (previous.width, breakWidth), before: character)
      {
        segments.append(current)
        current = LineBreakSegment()
      }
      current.text.append(character)
      current.width += width
      if width > 0 { previous = (character, breakWidth) }
    }
    if !current.text.isEmpty || !current.separator.isEmpty { segments.append(current) }
    return segments
  }
}
