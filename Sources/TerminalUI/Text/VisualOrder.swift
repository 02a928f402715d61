internal import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) through GNU FriBidi: the one file that calls it, so the
/// library can be swapped here alone.
///
/// A line goes in as grapheme clusters in logical (memory) order and comes out in visual order, left to
/// right, as a terminal that does not reorder must be sent it. Levels are resolved per code point
/// (`fribidi_get_par_embedding_levels_ex` with bracket pairs), mirrored glyphs such as "(" and "«" are
/// swapped on right-to-left levels (rule L4), and `fribidi_reorder_line` gives the order (rule L2, with
/// non-spacing marks kept after their base); each grapheme cluster then moves as a whole. Arabic letters
/// are not shaped into presentation forms: the text keeps its code points.
enum VisualOrder {
  /// The most code points a line may have; a longer one keeps logical order (a grid row is far shorter).
  static let maximumScalars = 4096

  /// `characters`, one line in logical order, in visual order for a paragraph of `direction`.
  ///
  /// A line with no letter and no digit (a border, a rule, a marker) comes back as it is: the algorithm
  /// would turn it round in a right-to-left paragraph, and a drawing has no reading order. So does a line
  /// over ``maximumScalars`` code points, or one FriBidi cannot resolve.
  static func reorder(_ characters: [Character], direction: ParagraphDirection) -> [Character] {
    var scalars: [FriBidiChar] = []
    var clusters: [Int] = []
    var starts: [Int] = []
    scalars.reserveCapacity(characters.count)
    for (index, character) in characters.enumerated() {
      starts.append(scalars.count)
      for scalar in character.unicodeScalars {
        scalars.append(scalar.value)
        clusters.append(index)
      }
    }
    let count = scalars.count
    guard count > 0, count <= maximumScalars else { return characters }
    starts.append(count)
    let length = FriBidiStrIndex(count)
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
    fribidi_get_bidi_types(scalars, length, &types)
    guard types.contains(where: { storefront_fribidi_is_letter_or_number($0) != 0 }) else { return characters }
    var brackets = [FriBidiBracketType](repeating: 0, count: count)
    fribidi_get_bracket_types(scalars, length, types, &brackets)
    var base = direction == .rightToLeft ? storefront_fribidi_par_rtl() : storefront_fribidi_par_ltr()
    var levels = [FriBidiLevel](repeating: 0, count: count)
    guard fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, &levels) > 0 else { return characters }
    var mirrored = scalars
    fribidi_shape_mirroring(levels, length, &mirrored)
    var map = (0..<count).map { FriBidiStrIndex($0) }
    guard
      fribidi_reorder_line(storefront_fribidi_reorder_flags(), types, length, 0, base, &levels, nil, &map) > 0
    else { return characters }
    var placed = [Bool](repeating: false, count: characters.count)
    var visual: [Character] = []
    visual.reserveCapacity(characters.count)
    for position in map {
      let cluster = clusters[Int(position)]
      guard !placed[cluster] else { continue }
      placed[cluster] = true
      let start = starts[cluster]
      if starts[cluster + 1] - start == 1, mirrored[start] != scalars[start],
        let glyph = Unicode.Scalar(mirrored[start])
      {
        visual.append(Character(glyph))
      } else {
        visual.append(characters[cluster])
      }
    }
    return visual
  }

  /// Whether the algorithm can move anything in `text` in a paragraph of `direction`.
  ///
  /// In a left-to-right paragraph only right-to-left letters (R, AL), Arabic digits (AN) and right-to-left
  /// embeddings, overrides and isolates can; text without them, all of ASCII included, stays as it is.
  static func mayReorder(_ text: String, direction: ParagraphDirection) -> Bool {
    guard direction == .leftToRight else { return !text.isEmpty }
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
    return text.unicodeScalars.contains {
      $0.value >= 0x0590 && storefront_fribidi_moves_in_left_to_right(fribidi_get_bidi_type($0.value)) != 0
    }
  }
}
