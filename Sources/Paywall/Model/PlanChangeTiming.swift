public import Catalog

/// When a change to another plan of the active subscription's group takes effect, as the store applies
/// it: an upgrade, or a crossgrade of the same duration, at once; a downgrade, or a crossgrade of another
/// duration, at the next renewal.
public enum PlanChangeTiming {
  /// Whether moving from a plan of `currentLevel` and `currentPeriod` to one of `level` and `period`
  /// waits for the next renewal (level 1 is the highest service).
  public static func changesAtRenewal(level: Int, period: Period, currentLevel: Int, currentPeriod: Period) -> Bool {
    if level < currentLevel { return false }
    return level > currentLevel || period.approximateDays != currentPeriod.approximateDays
  }

  /// Whether buying `plan` changes the customer's active subscription of its group only at the next
  /// renewal (false when the customer has none, or `plan` is the active one).
  static func changesAtRenewal(_ plan: Product, customer: CustomerContext, in catalog: Catalog) -> Bool {
    guard let terms = plan.subscription, !customer.activeSubscriptions.contains(plan.id) else { return false }
    let current = customer.activeSubscriptions.lazy.compactMap { catalog.product($0)?.subscription }
      .first { $0.groupID == terms.groupID }
    guard let current else { return false }
    return changesAtRenewal(
      level: terms.level, period: terms.period, currentLevel: current.level, currentPeriod: current.period)
  }
}
