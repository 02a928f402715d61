internal import Foundation

/// Truthful savings of auto-renewable plans against the most expensive per-month plan of their group.
enum SavingsCalculator {
  /// A plan as savings see it: its group and exact per-month price.
  struct Entry {
    var planID: String
    var groupID: String
    var perMonth: Decimal
  }

  /// The computed percentage and comparator for each plan that saves at least 1%.
  ///
  /// percent = floor(100 × (1 − perMonth(plan) ÷ perMonth(max))), unrounded values; the
  /// comparator itself gets no badge.
  static func savings(_ entries: [Entry]) -> [String: (percent: Int, comparator: String)] {
    var result: [String: (percent: Int, comparator: String)] = [:]
    for entry in entries {
      let group = entries.filter { $0.groupID == entry.groupID }
      guard let most = group.max(by: { $0.perMonth < $1.perMonth }), most.planID != entry.planID,
        most.perMonth > 0
      else { continue }
      let ratio = 100 * (1 - entry.perMonth / most.perMonth)
      var input = ratio
      var floored = Decimal()
      NSDecimalRound(&floored, &input, 0, .down)
      let percent = NSDecimalNumber(decimal: floored).intValue
      if percent >= 1 { result[entry.planID] = (percent, most.planID) }
    }
    return result
  }
}
