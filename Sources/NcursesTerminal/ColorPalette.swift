public import TerminalUI

/// Maps ``TerminalColor`` values to curses colour numbers for a terminal with `colors` colours.
///
/// With default colours (`use_default_colors`) ``TerminalColor/default`` is -1, the terminal's own
/// foreground or background, so plain text reads on light and dark themes alike. Without them it is white
/// on black. Colours the terminal lacks fall back: a bright colour to its base colour, a 256-palette
/// colour to the default.
public struct ColorPalette: Sendable, Equatable {
  /// Which side of the cell a colour is for.
  public enum Role: Sendable {
    /// The glyph.
    case foreground
    /// Behind the glyph.
    case background
  }

  /// The number of colours (`COLORS`).
  public var colors: Int
  /// Whether -1 means the terminal default (`use_default_colors` succeeded).
  public var hasDefaultColors: Bool

  /// A palette of `colors` colours.
  public init(colors: Int, hasDefaultColors: Bool) {
    self.colors = colors
    self.hasDefaultColors = hasDefaultColors
  }

  /// The curses number of `color` used as `role`.
  public func number(for color: TerminalColor, role: Role) -> Int16 {
    guard let index = color.paletteIndex else { return defaultNumber(role) }
    if Int(index) < colors { return Int16(index) }
    if index < 16, index >= 8, Int(index) - 8 < colors { return Int16(index - 8) }
    return defaultNumber(role)
  }

  /// The pair of default colours (pair 0).
  var defaultKey: ColorKey {
    ColorKey(foreground: defaultNumber(.foreground), background: defaultNumber(.background))
  }

  /// The number of the default colour for `role`.
  private func defaultNumber(_ role: Role) -> Int16 {
    if hasDefaultColors { return -1 }
    return role == .foreground ? 7 : 0
  }
}
