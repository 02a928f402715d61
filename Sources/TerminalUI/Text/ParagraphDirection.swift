/// The base direction of a paragraph for the Unicode Bidirectional Algorithm.
public enum ParagraphDirection: Sendable, Hashable {
  /// Left to right: English, Japanese, Hindi and most languages.
  case leftToRight
  /// Right to left: Arabic, Hebrew, Persian, Urdu (see ``TextLayout/isRightToLeft(_:)``).
  case rightToLeft
}
