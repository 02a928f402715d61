public import CNcursesw

/// The curses attribute bits for bold, dim, reverse and underline.
///
/// The real values come from the terminal library; tests pass their own to check the mapping.
public struct AttributeBits: Sendable, Equatable {
  /// `A_BOLD`.
  public var bold: attr_t
  /// `A_DIM`.
  public var dim: attr_t
  /// `A_REVERSE`.
  public var reverse: attr_t
  /// `A_UNDERLINE`.
  public var underline: attr_t

  /// Bits with the given values.
  public init(bold: attr_t, dim: attr_t, reverse: attr_t, underline: attr_t) {
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The values of the linked ncurses.
  public static var ncurses: AttributeBits {
    AttributeBits(bold: cn_a_bold(), dim: cn_a_dim(), reverse: cn_a_reverse(), underline: cn_a_underline())
  }
}
