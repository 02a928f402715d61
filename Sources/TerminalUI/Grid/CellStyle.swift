/// How a cell looks: foreground and background colour plus text attributes.
public struct CellStyle: Sendable, Hashable {
  /// The colour of the glyph.
  public var foreground: TerminalColor
  /// The colour behind the glyph.
  public var background: TerminalColor
  /// Bold, dim, reverse and underline.
  public var attributes: TextAttributes

  /// Creates a style from attributes and colours, all defaulting to the terminal's plain text.
  public init(
    _ attributes: TextAttributes = [],
    foreground: TerminalColor = .default,
    background: TerminalColor = .default
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Plain text: default colours, no attributes.
  public static let plain = CellStyle()

  /// Bold text in default colours.
  public static let bold = CellStyle(.bold)

  /// Reverse video in default colours, the usual highlight of a selected row.
  public static let reverse = CellStyle(.reverse)

  /// Dim text in default colours.
  public static let dim = CellStyle(.dim)
}
