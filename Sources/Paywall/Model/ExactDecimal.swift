import FoundationEssentials

/// A `Decimal` as a memo key: its exact representation (the 20 bytes of sign, exponent, length and
/// mantissa), not its value, so an answer worked out for one spelling is only given for that spelling.
struct ExactDecimal: Hashable, Sendable {
  private let low: UInt64
  private let high: UInt64
  private let last: UInt32

  /// The key of `value`.
  init(_ value: Decimal) {
    (low, high, last) = withUnsafeBytes(of: value) { bytes in
      (
        bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
      )
    }
  }
}
