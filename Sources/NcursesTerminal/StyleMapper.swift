public import CNcursesw
public import TerminalUI

/// Turns a ``CellStyle`` into curses attributes and a colour pair.
///
/// With colour, the style's colours become a pair from the ``ColorPairRegistry``. Without colour
/// (`NO_COLOR`, a monochrome terminal, or forced), no pair is used and colour degrades to attributes:
/// a coloured background (a badge, a selected button) becomes reverse video, a coloured foreground on the
/// default background (an accent) becomes bold, so what stood out still stands out.
public struct StyleMapper {
  /// How a cell is drawn: attribute bits and a colour pair number.
  public struct Drawing: Equatable, Sendable {
    /// Attribute bits without colour.
    public var attributes: attr_t
    /// The colour pair (0 for default colours).
    public var pair: Int16
  }

  /// The attribute values.
  public let bits: AttributeBits
  /// The colour pairs, or `nil` for no colour.
  public private(set) var registry: ColorPairRegistry?

  /// A mapper with `bits`, drawing colours through `registry` (`nil`: monochrome).
  public init(bits: AttributeBits, registry: ColorPairRegistry?) {
    self.bits = bits
    self.registry = registry
  }

  /// The attributes and pair for `style`.
  public mutating func drawing(for style: CellStyle) -> Drawing {
    guard registry != nil else {
      return Drawing(attributes: attributeBits(Self.monochromeAttributes(for: style)), pair: 0)
    }
    let pair = registry!.pair(foreground: style.foreground, background: style.background)
    return Drawing(attributes: attributeBits(style.attributes), pair: pair)
  }

  /// The attributes that stand in for `style`'s colours without colour: reverse for a coloured background,
  /// bold for a coloured foreground on the default background.
  public static func monochromeAttributes(for style: CellStyle) -> TextAttributes {
    var attributes = style.attributes
    if style.background != .default {
      attributes.insert(.reverse)
    } else if style.foreground != .default {
      attributes.insert(.bold)
    }
    return attributes
  }

  /// The bits of `attributes`.
  func attributeBits(_ attributes: TextAttributes) -> attr_t {
    var result: attr_t = 0
    if attributes.contains(.bold) { result |= bits.bold }
    if attributes.contains(.dim) { result |= bits.dim }
    if attributes.contains(.reverse) { result |= bits.reverse }
    if attributes.contains(.underline) { result |= bits.underline }
    return result
  }
}
