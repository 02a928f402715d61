public import TerminalUI

/// The SGR escape sequence (`CSI … m`) that draws a ``CellStyle``, for text written around curses.
///
/// Used for hyperlink labels, which are rewritten straight to the terminal after curses has drawn them and
/// must look exactly as curses drew them.
public enum SelectGraphicRendition {
  /// `CSI 0 ; … m` for `style`, with colours from `palette` (`nil`: no colour, degraded as curses does).
  public static func sequence(for style: CellStyle, palette: ColorPalette?) -> String {
    var codes = ["0"]
    let attributes = palette == nil ? StyleMapper.monochromeAttributes(for: style) : style.attributes
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if let palette {
      codes += colorCodes(palette.number(for: style.foreground, role: .foreground), base: 30)
      codes += colorCodes(palette.number(for: style.background, role: .background), base: 40)
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The codes for curses colour `number` as foreground (`base` 30) or background (`base` 40).
  static func colorCodes(_ number: Int16, base: Int) -> [String] {
    switch number {
    case ..<0: []
    case 0..<8: [String(base + Int(number))]
    case 8..<16: [String(base + 60 + Int(number) - 8)]
    default: [String(base + 8), "5", String(number)]
    }
  }
}
