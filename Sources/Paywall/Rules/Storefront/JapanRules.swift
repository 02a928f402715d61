import Catalog

/// Japan (JPN), the Act on Specified Commercial Transactions as amended in force from 2022-06-01
/// (paywall-rules.md §12): the final confirmation step before an order, our purchase sheet, shows
/// the order's terms and does not lead the buyer to mistake them.
extension StorefrontRules {
  /// The meanings of a sheet's line on how and when payment is charged.
  static let paymentTimings: Set<ElementMeaning> = [.chargedAtConfirmation, .chargedAfterTrial, .chargedAtRenewal]

  static let confirmationComplete = StorefrontRule(
    rule: ReviewRule("JP-01", "final-confirmation-complete", .reject) { context in
      let snapshot = context.snapshot
      guard let id = snapshot.step.sheetPlanID, let plan = snapshot.plan(id) else {
        return .notApplicable("judged on the purchase sheet")
      }
      var missing: [String] = []
      if context.shown(.title, plan: id).isEmpty { missing.append("the plan's name") }
      if plan.type == .consumable && !context.shown(.benefit, plan: id).contains(where: { $0.meaning == .quantity }) {
        missing.append("the quantity")
      }
      if !context.shown(.billedPrice, plan: id).contains(where: { $0.text == plan.storeDisplayPrice }) {
        missing.append("the price \"\(plan.storeDisplayPrice)\"")
      }
      if context.shown(.message, meaning: paymentTimings).isEmpty { missing.append("how and when payment is charged") }
      if plan.type == .autoRenewable {
        let terms = context.shown(.autoRenew).map(\.text).joined(separator: " ")
        let spelled = plan.period.map(context.periodStrings) ?? []
        if terms.isEmpty || !spelled.contains(where: terms.contains) {
          missing.append("the contract period\(spelled.first.map { " (\($0))" } ?? "") and renewal terms")
        }
        if context.shown(.message, meaning: [.howToCancel]).isEmpty { missing.append("how to cancel") }
      }
      if plan.type == .nonRenewing && context.shown(.period, plan: id).isEmpty { missing.append("the access period") }
      let trial = context.shown(.trialTerms, plan: id)
      if !trial.isEmpty && !trial.map(\.text).joined(separator: " ").contains(plan.storeDisplayPrice) {
        missing.append("the price after the trial \"\(plan.storeDisplayPrice)\"")
      }
      return missing.isEmpty
        ? .pass("the purchase sheet of \(id) shows the plan, price, payment, period, later price and how to cancel")
        : .fail(
          "the purchase sheet of \(id) does not show \(missing.joined(separator: ", "))",
          context.snapshot.elements(of: id))
    }, step: .purchaseSheet)

  static let confirmationAccurate = StorefrontRule(
    rule: ReviewRule("JP-02", "final-confirmation-accurate", .reject) { context in
      let snapshot = context.snapshot
      guard let id = snapshot.step.sheetPlanID, let plan = snapshot.plan(id) else {
        return .notApplicable("judged on the purchase sheet")
      }
      guard plan.type == .autoRenewable else { return .notApplicable("\(id) is no auto-renewable subscription") }
      let eligible = snapshot.isEligibleForIntro(plan)
      let expected = expectedTiming(of: plan, eligible: eligible, in: snapshot)
      var problems: [(String, [ElementSnapshot])] = []
      if let terms = context.shown(.trialTerms, plan: id).first, !eligible {
        problems.append(("\(terms.quoted) is offered to a customer who cannot get the introductory offer", [terms]))
      }
      for timing in context.shown(.message, meaning: paymentTimings) {
        guard let meaning = timing.meaning, !expected.contains(meaning) else { continue }
        let truth = expected.map(timingName).sorted().joined(separator: " or ")
        problems.append(("\(timing.quoted) says payment is \(timingName(meaning)), but it is \(truth)", [timing]))
      }
      return .judge(
        problems.map { ("the purchase sheet of \(id): \($0.0)", $0.1) },
        passing: "the purchase sheet of \(id) states when payment is charged as it will be")
    }, step: .purchaseSheet)

  /// When `plan` is paid for, as the store charges it: at the next renewal for a plan change that waits
  /// for it, when the free trial ends for a customer who gets one, else at confirmation.
  static func expectedTiming(of plan: PlanSnapshot, eligible: Bool, in snapshot: PaywallSnapshot) -> Set<ElementMeaning>
  {
    let active = snapshot.plans.filter { snapshot.customer.activeSubscriptions.contains($0.id) && $0.id != plan.id }
    if plan.groupID != nil, !snapshot.customer.activeSubscriptions.isEmpty {
      if let current = active.first(where: { $0.groupID == plan.groupID }), let level = plan.groupLevel,
        let period = plan.period, let currentLevel = current.groupLevel, let currentPeriod = current.period
      {
        let waits = PlanChangeTiming.changesAtRenewal(
          level: level, period: period, currentLevel: currentLevel, currentPeriod: currentPeriod)
        return [waits ? .chargedAtRenewal : .chargedAtConfirmation]
      }
      if active.isEmpty { return [.chargedAtConfirmation, .chargedAtRenewal] }
    }
    return [eligible && plan.intro?.mode == .freeTrial ? .chargedAfterTrial : .chargedAtConfirmation]
  }

  /// How a payment-timing meaning reads in an explanation.
  static func timingName(_ meaning: ElementMeaning) -> String {
    switch meaning {
    case .chargedAfterTrial: "charged when the free trial ends"
    case .chargedAtRenewal: "charged at the next renewal"
    default: "charged at confirmation"
    }
  }
}
