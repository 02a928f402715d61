public import Catalog
public import FoundationEssentials

/// Exact per-month and per-week arithmetic on billed prices, in `Decimal`, and rounding to a
/// currency's minor units.
public enum PricePerUnit {
  /// How many months a period lasts, exactly: `P1Y` → 12, `P3M` → 3, `P1W` → 12/52, `P1D` → 12/365.
  public static func months(in period: Period) -> Decimal {
    let value = Decimal(period.value)
    switch period.unit {
    case .year: return value * 12
    case .month: return value
    case .week: return ExactQuotient.of(value * 12, 52)
    case .day: return ExactQuotient.of(value * 12, 365)
    }
  }

  /// The unrounded price per month of `price` billed every `period`.
  public static func perMonth(_ price: Decimal, period: Period) -> Decimal {
    ExactQuotient.of(price, months(in: period))
  }

  /// The unit and unrounded amount a plan's derived price shows, or nil when none is shown.
  ///
  /// A year or several months → per month (price ÷ months); one month → per week
  /// (price × 12 ÷ 52); weeks and days → none.
  public static func derived(_ price: Decimal, period: Period) -> (value: Decimal, unit: Period.Unit)? {
    switch period.unit {
    case .year: return (perMonth(price, period: period), .month)
    case .month where period.value > 1: return (perMonth(price, period: period), .month)
    case .month: return (ExactQuotient.of(price * 12, 52), .week)
    case .week, .day: return nil
    }
  }

  /// `value` rounded to `minorDigits` decimal places, down (toward zero) or up.
  public static func rounded(_ value: Decimal, minorDigits: Int, rounding: PaywallPresentation.Rounding) -> Decimal {
    value.rounded(minorDigits, rounding == .up ? .up : .down)
  }
}
