import FoundationEssentials
internal import Storefront

/// A `Decimal` as a memo key: its exact representation (the 20 bytes of sign, exponent, length and
/// mantissa), not its value, so an answer worked out for one spelling is only given for that spelling.
struct ExactDecimal: Hashable, Sendable {
  private let low: UInt64
  private let high: UInt64
  private let last: UInt32

  /// The key of `value`.
  init(_ value: Decimal) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var last: UInt32 = 0
    withUnsafeBytes(of: value) { bytes in
      withUnsafeMutableBytes(of: &low) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<8])) }
      withUnsafeMutableBytes(of: &high) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[8..<16])) }
      withUnsafeMutableBytes(of: &last) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[16..<20])) }
    }
    self.low = low
    self.high = high
    self.last = last
  }
}

/// Exact decimal division, remembered process-wide: a `Decimal` quotient costs thousands of instructions,
/// and the same prices are divided by the same periods for every model, frame and rule.
enum ExactQuotient {
  /// `dividend / divisor`, exactly as `Decimal` divides (the answer of the same representations, once).
  static func of(_ dividend: Decimal, _ divisor: Decimal) -> Decimal {
    quotients.value(Key(dividend: ExactDecimal(dividend), divisor: ExactDecimal(divisor))) { dividend / divisor }
  }

  /// What a quotient depends on.
  private struct Key: Hashable, Sendable {
    var dividend: ExactDecimal
    var divisor: ExactDecimal
  }

  private static let quotients = MemoTable<Key, Decimal>(limit: 4096, overflow: .startOver)
}
