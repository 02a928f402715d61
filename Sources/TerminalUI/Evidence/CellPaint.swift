/// A cell's look in colours: what ``FramePalette/paint(_:)`` makes of a ``CellStyle``.
public struct CellPaint: Sendable, Hashable {
  /// The glyph's colour.
  public var foreground: RGBColor
  /// The colour behind the glyph.
  public var background: RGBColor
  /// Whether the glyph is bold.
  public var bold: Bool
  /// Whether the cell is underlined.
  public var underline: Bool
}
