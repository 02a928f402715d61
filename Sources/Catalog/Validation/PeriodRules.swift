/// Canonical forms of periods, so that one duration has exactly one spelling.
public enum PeriodRules {
  /// The canonical spelling of `period` when it has a shorter one: `P7D` → `P1W`, `P12M` → `P1Y`.
  public static func canonical(of period: Period) -> Period? {
    switch period.unit {
    case .day where period.value % 7 == 0: Period(period.value / 7, .week)
    case .month where period.value % 12 == 0: Period(period.value / 12, .year)
    default: period
    }
  }
}
