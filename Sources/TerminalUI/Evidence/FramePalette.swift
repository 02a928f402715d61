/// The red, green and blue a terminal shows for each ``TerminalColor``: what a frame drawn outside the
/// terminal (an SVG) paints.
///
/// It stands for the terminal the ncurses backend is at its best on: 256 colours and default colours
/// (`use_default_colors`), where every palette index is drawn as itself and ``TerminalColor/default`` is
/// the terminal's own foreground or background (see `NcursesTerminal.ColorPalette`). Colours 0–15 are
/// GNOME Terminal's Tango palette on a dark background; 16–255 are the standard 6×6×6 cube and grey ramp.
public struct FramePalette: Sendable, Equatable {
  /// The terminal's default foreground.
  public var defaultForeground: RGBColor
  /// The terminal's default background.
  public var defaultBackground: RGBColor
  /// Colours 0–15: the eight standard colours, then their bright variants.
  public var ansi: [RGBColor]
  /// How far dim text moves from its colour towards its background (0 none, 1 invisible).
  public var dimming: Double

  /// A palette; `ansi` must hold 16 colours (missing ones read as the default foreground).
  public init(defaultForeground: RGBColor, defaultBackground: RGBColor, ansi: [RGBColor], dimming: Double = 0.5) {
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
    self.ansi = ansi
    self.dimming = dimming
  }

  /// Tango colours on a dark grey background, light grey text.
  public static let standard = FramePalette(
    defaultForeground: RGBColor(hex: 0xD3D7CF), defaultBackground: RGBColor(hex: 0x1E1E1E),
    ansi: [
      0x2E3436, 0xCC0000, 0x4E9A06, 0xC4A000, 0x3465A4, 0x75507B, 0x06989A, 0xD3D7CF,
      0x555753, 0xEF2929, 0x8AE234, 0xFCE94F, 0x729FCF, 0xAD7FA8, 0x34E2E2, 0xEEEEEC,
    ].map(RGBColor.init(hex:)))

  /// The colour of `color` used as a foreground (`isForeground`) or a background.
  public func rgb(_ color: TerminalColor, isForeground: Bool) -> RGBColor {
    guard let index = color.paletteIndex else { return isForeground ? defaultForeground : defaultBackground }
    return rgb(index: index)
  }

  /// The colour of palette index `index`.
  public func rgb(index: UInt8) -> RGBColor {
    switch index {
    case 0..<16:
      return ansi.indices.contains(Int(index)) ? ansi[Int(index)] : defaultForeground
    case 16..<232:
      let cube = Int(index) - 16
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      return RGBColor(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return RGBColor(red: grey, green: grey, blue: grey)
    }
  }

  /// How a cell of `style` is painted: reverse swaps its two colours, dim moves the glyph's colour towards
  /// the background.
  public func paint(_ style: CellStyle) -> CellPaint {
    var foreground = rgb(style.foreground, isForeground: true)
    var background = rgb(style.background, isForeground: false)
    if style.attributes.contains(.reverse) { swap(&foreground, &background) }
    if style.attributes.contains(.dim) { foreground = foreground.mixed(with: background, fraction: dimming) }
    return CellPaint(
      foreground: foreground, background: background, bold: style.attributes.contains(.bold),
      underline: style.attributes.contains(.underline))
  }
}
