/// Text attributes a terminal can apply to a cell: bold, dim, reverse video and underline.
///
/// Colour is not an attribute; it lives in ``CellStyle/foreground`` and ``CellStyle/background``.
public struct TextAttributes: OptionSet, Sendable, Hashable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (or bright) text.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim (faint) text.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Reverse video: foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 3)
}
