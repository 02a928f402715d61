/// One of the eight standard ANSI colours, numbered as the terminal numbers them (0 black … 7 white).
public enum ANSIColor: UInt8, Sendable, Hashable, CaseIterable {
  /// Colour 0.
  case black = 0
  /// Colour 1.
  case red
  /// Colour 2.
  case green
  /// Colour 3.
  case yellow
  /// Colour 4.
  case blue
  /// Colour 5.
  case magenta
  /// Colour 6.
  case cyan
  /// Colour 7.
  case white
}
