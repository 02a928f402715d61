internal import Catalog

/// Monthly billing with a 12-month commitment (paywall-rules.md §12, "all, commitment plans").
extension ReviewRules {
  /// AR-32: wherever a plan's monthly commitment price is on screen, the total of the commitment is
  /// beside it (in the same drawn terms), so no one reads the monthly price as the whole cost.
  static let commitmentTotalShown = ReviewRule("AR-32", "commitment-total-shown", .reject) { context in
    let snapshot = context.snapshot
    let plans = snapshot.plans.filter { $0.commitment != nil }
    guard !plans.isEmpty else {
      return .notApplicable("no plan on screen is sold monthly with a 12-month commitment in this storefront")
    }
    var problems: [(String, [ElementSnapshot])] = []
    var shown = 0
    for plan in plans {
      guard let commitment = plan.commitment else { continue }
      let drawn = context.drawn(.commitmentTerms, plan: plan.id)
      let terms = drawn.map(\.text).joined(separator: " ")
      if !drawn.isEmpty {
        shown += 1
        if !terms.contains(commitment.totalDisplayPrice) {
          problems.append(
            (
              "plan \(plan.id) shows its monthly price \(commitment.monthlyDisplayPrice) without the commitment's "
                + "total \(commitment.totalDisplayPrice)", drawn
            ))
        }
      }
      // The monthly price anywhere else on screen, without the total on its row, misleads the same way.
      let elsewhere = (snapshot.elements + context.uncoveredRows).filter { element in
        // Another plan's own billed price may be the same amount.
        guard element.role != .commitmentTerms, !(element.role == .billedPrice && element.planID != plan.id),
          element.text.contains(commitment.monthlyDisplayPrice)
        else { return false }
        // Element texts are in reading order (a row of a right-to-left screen may be drawn reversed).
        return !snapshot.elements.contains { $0.row == element.row && $0.text.contains(commitment.totalDisplayPrice) }
      }
      if !elsewhere.isEmpty {
        problems.append(
          ("\(elsewhere[0].quoted) shows plan \(plan.id)'s monthly commitment price without its total", elsewhere))
      }
    }
    if problems.isEmpty && shown == 0 {
      return .notApplicable("no plan's monthly commitment price is on screen")
    }
    return .judge(problems, passing: "every monthly commitment price on screen has the commitment's total beside it")
  }
}
