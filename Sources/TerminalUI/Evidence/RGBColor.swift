/// A colour as a screen shows it: 8-bit red, green and blue.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// A colour of the given components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour written as `0xRRGGBB`.
  public init(hex: UInt32) {
    red = UInt8((hex >> 16) & 0xFF)
    green = UInt8((hex >> 8) & 0xFF)
    blue = UInt8(hex & 0xFF)
  }

  /// "#rrggbb", as SVG, HTML and CSS write it.
  public var description: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for component in [red, green, blue] {
      text.append(digits[Int(component >> 4)])
      text.append(digits[Int(component & 0x0F)])
    }
    return text
  }

  /// The colour `fraction` (0–1) of the way from this one to `other`, each component rounded to the nearest.
  public func mixed(with other: RGBColor, fraction: Double) -> RGBColor {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
    }
    return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }
}
