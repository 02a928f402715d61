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
    // Amounts are compared, not texts: the prices found in every text (as AR-20 reads them).
    let priced = context.priceTexts
    for plan in plans {
      guard let commitment = plan.commitment else { continue }
      // The amount among the prices found, or the store's own text of it (a currency code run into
      // the word before it, "合計CHF 66.00", is no price the scanner separates).
      func hasTotal(_ entry: (element: ElementSnapshot, matches: [PriceMatch])) -> Bool {
        entry.matches.contains { $0.value == commitment.totalPrice }
          || entry.element.text.contains(commitment.totalDisplayPrice)
      }
      let terms = priced.filter { $0.element.role == .commitmentTerms && $0.element.planID == plan.id }
      if !terms.isEmpty {
        shown += 1
        if !terms.contains(where: hasTotal) {
          problems.append(
            (
              "plan \(plan.id) shows its monthly price \(commitment.monthlyDisplayPrice) without the commitment's "
                + "total \(commitment.totalDisplayPrice)", terms.map(\.element)
            ))
        }
      }
      // The monthly price anywhere else on screen, without the total on its row, misleads the same way
      // (another plan's own billed price may be the same amount).
      let elsewhere = priced.filter { entry in
        let element = entry.element
        guard element.role != .commitmentTerms, !(element.role == .billedPrice && element.planID != plan.id),
          entry.matches.contains(where: { $0.value == commitment.monthlyPrice })
        else { return false }
        return !priced.contains { $0.element.row == element.row && hasTotal($0) }
      }.map(\.element)
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
