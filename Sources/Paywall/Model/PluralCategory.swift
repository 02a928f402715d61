/// A CLDR plural category, for counts of whole things such as coins.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  /// CLDR `zero` (Arabic 0).
  case zero
  /// CLDR `one`.
  case one
  /// CLDR `two` (Arabic 2).
  case two
  /// CLDR `few` (Arabic 3–10).
  case few
  /// CLDR `many` (Arabic 11–99).
  case many
  /// CLDR `other`.
  case other

  /// The category of the whole number `count` in `language` (CLDR `plurals.xml`, integers only).
  ///
  /// Covers the shipped languages (en, de, fr, pt, hi, tr, ja, ar); any other language uses
  /// English's one/other, which the UI text tables never reach, since they fall back to English.
  public init(count: Int64, language: String) {
    let n = count.magnitude
    switch language {
    case "ja", "zh", "ko":
      self = .other
    case "fr", "pt", "hi":
      // fr and pt: i = 0,1; hi: i = 0 or n = 1. (fr's "many" is for 1e6 multiples in words only.)
      self = n <= 1 ? .one : .other
    case "ar":
      switch n % 100 {
      case _ where n == 0: self = .zero
      case _ where n == 1: self = .one
      case _ where n == 2: self = .two
      case 3...10: self = .few
      case 11...99: self = .many
      default: self = .other
      }
    default:
      self = n == 1 ? .one : .other
    }
  }
}
