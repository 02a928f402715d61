extension TextLayout {
  /// Languages written right to left: Arabic, Hebrew (also its old code "iw"), Persian, Urdu, and a few more.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

  /// Whether a language is written right to left, from a code such as "ar", "ar-SA", "he_IL" or "az-Arab".
  ///
  /// The paywall of such a language is mirrored (rows start at the right edge), and its text is a
  /// right-to-left paragraph for the Unicode Bidirectional Algorithm: in visual order (``BidiMode/visual``,
  /// for terminals that do not reorder) each text is reordered within the cells layout gave it; in logical
  /// order (``BidiMode/terminal``) cells keep memory order for a terminal that reorders itself. Either way
  /// columns stay where layout put them, and bidi controls that could reorder more are removed by
  /// ``sanitize(_:keepingLineBreaks:)``.
  public static func isRightToLeft(_ languageCode: String) -> Bool {
    let subtags = languageCode.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = subtags.first?.lowercased() else { return false }
    if subtags.dropFirst().contains(where: { ["arab", "hebr", "thaa", "syrc", "nkoo"].contains($0.lowercased()) }) {
      return true
    }
    return rightToLeftLanguages.contains(language)
  }
}
