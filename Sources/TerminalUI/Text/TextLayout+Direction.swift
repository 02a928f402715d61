extension TextLayout {
  /// Languages written right to left: Arabic, Hebrew (also its old code "iw"), Persian, Urdu, and a few more.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

  /// Whether a language is written right to left, from a code such as "ar", "ar-SA", "he_IL" or "az-Arab".
  ///
  /// The paywall right-aligns text of right-to-left languages, but cells always keep *logical* order: the
  /// first character of a string is in the leftmost cell it takes, and nothing is mirrored or reordered.
  /// Terminals differ in bidi (most do none; some reorder each line on their own, which breaks full-screen
  /// layouts), so the grid does not guess: a terminal without bidi shows Arabic letters in logical order,
  /// one with bidi reorders them within the run. Either way columns stay where layout put them, and bidi
  /// controls that could reorder more are removed by ``sanitize(_:keepingLineBreaks:)``.
  public static func isRightToLeft(_ languageCode: String) -> Bool {
    let subtags = languageCode.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = subtags.first?.lowercased() else { return false }
    if subtags.dropFirst().contains(where: { ["arab", "hebr", "thaa", "syrc", "nkoo"].contains($0.lowercased()) }) {
      return true
    }
    return rightToLeftLanguages.contains(language)
  }
}
