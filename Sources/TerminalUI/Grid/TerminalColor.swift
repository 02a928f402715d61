/// A colour a terminal cell can use for its foreground or background.
///
/// The backend maps these to what the terminal supports; ``default`` means the terminal's own colour
/// (ncurses `-1` with `use_default_colors`), so a paywall stays readable on light and dark themes.
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's default foreground or background.
  case `default`
  /// ANSI colour 0.
  case black
  /// ANSI colour 1.
  case red
  /// ANSI colour 2.
  case green
  /// ANSI colour 3.
  case yellow
  /// ANSI colour 4.
  case blue
  /// ANSI colour 5.
  case magenta
  /// ANSI colour 6.
  case cyan
  /// ANSI colour 7.
  case white
  /// The bright variant of a standard colour (colours 8–15).
  case bright(ANSIColor)
  /// A colour of the 256-colour palette.
  case indexed(UInt8)

  /// The palette index of this colour (0–255), or `nil` for ``default``.
  public var paletteIndex: UInt8? {
    switch self {
    case .default: nil
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .bright(let base): base.rawValue + 8
    case .indexed(let index): index
    }
  }
}
