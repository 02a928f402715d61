import Catalog

/// Korea (KOR), the amended E-Commerce Act's enforcement decree in force from 2025-02-14
/// (paywall-rules.md §12): the full price on the first screen, cancelling as easy as buying,
/// consent again before a trial converts or a price rises.
extension StorefrontRules {
  static let fullPriceFirstScreen = StorefrontRule(
    rule: ReviewRule("KR-01", "full-price-first-screen", .reject) { context in
      let snapshot = context.snapshot
      let offered = snapshot.plans(.autoRenewable).filter { !snapshot.customer.activeSubscriptions.contains($0.id) }
      guard !offered.isEmpty else { return .notApplicable("no subscription is offered on the paywall") }
      var problems: [(String, [ElementSnapshot])] = []
      for plan in offered
      where !context.shown(.billedPrice, plan: plan.id).contains(where: { $0.text == plan.storeDisplayPrice }) {
        problems.append(
          (
            "subscription \(plan.id): its full price \"\(plan.storeDisplayPrice)\" is not shown on the first screen",
            context.elements(.billedPrice, plan: plan.id)
          ))
      }
      for text in TaxWording.exclusions(in: context) {
        problems.append(
          ("\(text.quoted) shows the price without VAT; Korea wants the full price including VAT", [text]))
      }
      return .judge(
        problems, passing: "the full price of every subscription offered is on the first screen, with no tax left out")
    }, step: .paywall)

  static let cancelAsProminent = StorefrontRule(
    rule: ReviewRule("KR-02", "cancel-as-prominent-as-buy", .reject) { context in
      let snapshot = context.snapshot
      let buys = context.shown(.callToAction).filter { $0.meaning != .disabled }
      guard let buy = buys.max(by: { $0.style.attributeScore < $1.style.attributeScore }) else {
        return .notApplicable("nothing can be bought on this frame")
      }
      let buyScore = buy.style.attributeScore
      guard let close = context.shown(.close).max(by: { $0.style.attributeScore < $1.style.attributeScore }) else {
        let delay = snapshot.close.map { $0.delaySeconds > 0 ? " (it appears after \($0.delaySeconds) s)" : "" } ?? ""
        return .fail("no close control is shown beside the buy control \(buy.quoted)\(delay)", [buy])
      }
      var problems: [(String, [ElementSnapshot])] = []
      let label = snapshot.close?.label ?? close.text
      if Words.tokens(label).allSatisfy({ $0.count < 2 && $0.allSatisfy(\.isASCII) }) {
        problems.append(("the close control \(close.quoted) is a bare glyph", [close]))
      }
      let closeScore = close.style.attributeScore
      if closeScore < buyScore {
        problems.append(
          (
            "the close control \(close.quoted) is \(scoreName(closeScore)) (score \(closeScore)), the buy control "
              + "\(buy.quoted) \(scoreName(buyScore)) (score \(buyScore))", [close, buy]
          ))
      }
      if close.width * 2 < buy.width {
        problems.append(
          (
            "the close control \(close.quoted) is \(close.width) cells wide, under half the buy control's \(buy.width)",
            [close, buy]
          ))
      }
      return .judge(
        problems,
        passing: "the close control \(close.quoted) is as prominent as the buy control \(buy.quoted) "
          + "(score \(closeScore) vs \(buyScore), \(close.width) vs \(buy.width) cells)")
    }, step: .paywall)

  /// The attribute score's name (paywall-rules.md §3).
  static func scoreName(_ score: Int) -> String {
    switch score {
    case 3...: "reverse"
    case 2: "bold"
    case 1: "plain"
    default: "dimmed"
    }
  }

  static let consentAgain = StorefrontRule(
    rule: ReviewRule("KR-03", "consent-before-conversion", .reject) { context in
      let snapshot = context.snapshot
      guard let id = snapshot.step.sheetPlanID, let plan = snapshot.plan(id) else {
        return .notApplicable("judged on the purchase sheet")
      }
      guard plan.type == .autoRenewable else { return .notApplicable("\(id) is no auto-renewable subscription") }
      let trial = context.shown(.trialTerms, plan: id)
      let conversion = context.shown(.message, meaning: [.consentBeforeConversion])
      let priceRise = context.shown(.message, meaning: [.consentBeforePriceRise])
      if let terms = trial.first {
        return conversion.isEmpty
          ? .fail(
            "the purchase sheet of \(id) offers \(terms.quoted) but does not say consent is asked again before it "
              + "turns paid or the price rises", trial)
          : .pass("the purchase sheet of \(id) says consent is asked again before the trial turns paid")
      }
      return conversion.isEmpty && priceRise.isEmpty
        ? .fail(
          "the purchase sheet of \(id) does not say consent is asked again before a price increase",
          context.shown(.billedPrice, plan: id))
        : .pass("the purchase sheet of \(id) says consent is asked again before a price increase")
    }, step: .purchaseSheet)
}
