internal import FoundationEssentials

/// Truthful savings of auto-renewable plans against the most expensive per-month plan of the same
/// group and level of service: a cheaper plan that gives less is not a saving (Individual against
/// Family is a different service, not a discount).
enum SavingsCalculator {
  /// A plan as savings see it: its group, level of service and exact per-month price.
  struct Entry {
    var planID: String
    var groupID: String
    var level: Int?
    var perMonth: Decimal
  }

  /// The computed percentage and comparator for each plan that saves at least 1%.
  ///
  /// percent = floor(100 × (1 − perMonth(plan) ÷ perMonth(max))), unrounded values; the
  /// comparator itself gets no badge.
  static func savings(_ entries: [Entry]) -> [String: (percent: Int, comparator: String)] {
    var result: [String: (percent: Int, comparator: String)] = [:]
    for entry in entries {
      let group = entries.filter { $0.groupID == entry.groupID && $0.level == entry.level }
      guard let most = group.max(by: { $0.perMonth < $1.perMonth }), most.planID != entry.planID,
        most.perMonth > 0
      else { continue }
      let ratio = 100 * (1 - entry.perMonth / most.perMonth)
      if let percent = ratio.rounded(0, .down).wholeNumber, percent >= 1 {
        result[entry.planID] = (percent, most.planID)
      }
    }
    return result
  }
}
