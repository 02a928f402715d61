import FoundationEssentials
internal import Storefront

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
