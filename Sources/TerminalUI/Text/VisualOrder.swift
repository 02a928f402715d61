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
    scalars.reserveCapacity(characters.count)
    for (index, character) in characters.enumerated() {
      for scalar in character.unicodeScalars {
        scalars.append(scalar.value)
        clusters.append(index)
      }
    }
    guard !scalars.isEmpty, scalars.count <= maximumScalars else { return characters }
    var types = bidiTypes(scalars)
    guard types.contains(where: { storefront_fribidi_is_letter_or_number($0) != 0 }) else { return characters }
    if direction == .rightToLeft {
      let prices = isolatedNumberRanges(scalars, types: types)
      if !prices.isEmpty {
        (scalars, clusters) = isolating(prices, scalars: scalars, clusters: clusters)
        types = bidiTypes(scalars)
      }
    }
    let count = scalars.count
    let length = FriBidiStrIndex(count)
    var starts = [Int](repeating: count, count: characters.count)
    for (position, cluster) in clusters.enumerated().reversed() where cluster >= 0 { starts[cluster] = position }
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
      guard cluster >= 0, !placed[cluster] else { continue }
      placed[cluster] = true
      let start = starts[cluster]
      if characters[cluster].unicodeScalars.count == 1, mirrored[start] != scalars[start],
        let glyph = Unicode.Scalar(mirrored[start])
      {
        visual.append(Character(glyph))
      } else {
        visual.append(characters[cluster])
      }
    }
    return visual
  }

  /// The bidi types of `scalars`.
  private static func bidiTypes(_ scalars: [FriBidiChar]) -> [FriBidiCharType] {
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
    fribidi_get_bidi_types(scalars, FriBidiStrIndex(scalars.count), &types)
    return types
  }

  /// Where `scalars` hold a price or a date in European digits: digits, terminators and separators around
  /// them, starting and ending with a digit or a terminator, with at least one digit and a currency sign
  /// ("$59.99", "59,99 €"), a European separator between digits ("2027-01-13") or a size's "×" ("60×20").
  ///
  /// After an Arabic letter the algorithm reads European digits as Arabic numbers (rule W2), and then a
  /// currency sign beside them no longer joins them (W5): "ثم $59.99" would show the dollar on the right
  /// of the amount, though the same price alone shows it on the left; and the hyphens of a date become
  /// neutrals between Arabic numbers (W4 joins only common separators), so "2027-01-13" would read
  /// "13-01-2027" in a sentence and "2027-01-13" in a column of the same screen. A price is shown as its
  /// storefront writes it and a date as the app writes it, so each is read as if isolated left to right
  /// (UAX #9 HL3, emulating LRI…PDI).
  private static func isolatedNumberRanges(_ scalars: [FriBidiChar], types: [FriBidiCharType]) -> [Range<Int>] {
    // The sign of a size ("60×20") joins digits as a separator does.
    let times = FriBidiChar(0xD7)
    func part(_ index: Int) -> Int32 {
      scalars[index] == times ? 3 : Int32(storefront_fribidi_number_part(types[index]))
    }
    var ranges: [Range<Int>] = []
    var index = 0
    while index < scalars.count {
      guard part(index) != 0 else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, part(end) != 0 { end += 1 }
      var run = index..<end
      while let first = run.first, part(first) == 3 { run = run.dropFirst() }
      while let last = run.last, part(last) == 3 { run = run.dropLast() }
      let hasDigit = run.contains { storefront_fribidi_number_part(types[$0]) == 1 }
      let hasCurrency = run.contains {
        Unicode.Scalar(scalars[$0]).map { $0.properties.generalCategory == .currencySymbol } ?? false
      }
      let hasDateSeparator = run.contains {
        storefront_fribidi_is_european_separator(types[$0]) != 0 || scalars[$0] == times
      }
      if hasDigit && (hasCurrency || hasDateSeparator) { ranges.append(run) }
      index = end
    }
    return ranges
  }

  /// `scalars` with LRI (U+2066) before and PDI (U+2069) after each of `ranges`, and `clusters` with
  /// -1 for each mark added (no grapheme: the marks steer the order and are not drawn).
  private static func isolating(_ ranges: [Range<Int>], scalars: [FriBidiChar], clusters: [Int])
    -> ([FriBidiChar], [Int])
  {
    var isolatedScalars: [FriBidiChar] = []
    var isolatedClusters: [Int] = []
    isolatedScalars.reserveCapacity(scalars.count + 2 * ranges.count)
    isolatedClusters.reserveCapacity(scalars.count + 2 * ranges.count)
    var next = 0
    for range in ranges {
      isolatedScalars += scalars[next..<range.lowerBound] + [0x2066] + scalars[range] + [0x2069]
      isolatedClusters += clusters[next..<range.lowerBound] + [-1] + clusters[range] + [-1]
      next = range.upperBound
    }
    isolatedScalars += scalars[next...]
    isolatedClusters += clusters[next...]
    return (isolatedScalars, isolatedClusters)
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
