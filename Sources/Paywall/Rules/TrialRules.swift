import Catalog
import FoundationEssentials
internal import Storefront

/// Introductory offers: complete terms, eligibility, no toggle, honest CTAs, free non-subscription trials.
extension ReviewRules {
  static let trialTermsComplete = ReviewRule("AR-12", "trial-terms-complete", .reject) { context in
    let snapshot = context.snapshot
    let shown = snapshot.plans.filter { !context.elements(.trialTerms, plan: $0.id).isEmpty }
    guard !shown.isEmpty else { return .notApplicable("no trial or intro terms are drawn") }
    var problems: [(String, [ElementSnapshot])] = []
    for plan in shown {
      let terms = context.elements(.trialTerms, plan: plan.id)
      guard let intro = plan.intro else {
        problems.append(("plan \(plan.id) shows trial terms but has no introductory offer", terms))
        continue
      }
      let top = terms.map(\.row).min() ?? 0
      let bottom = terms.map { $0.row + max($0.height, 1) - 1 }.max() ?? 0
      let nearby = context.shownElements(of: plan.id).filter {
        ($0.role == .billedPrice || $0.role == .period) && $0.row >= top - 1 && $0.row <= bottom + 1
      }
      let text = (terms + nearby).map(\.text).joined(separator: " ")
      let total = Period(intro.period.value * max(intro.periods, 1), intro.period.unit)
      var lengths = context.periodStrings(total)
      if total.unit == .week { lengths += context.periodStrings(Period(total.value * 7, .day)) }
      var missing: [String] = []
      if !lengths.contains(where: { PlainText.contains(text, $0) }) {
        missing.append("the offer length \"\(lengths[0])\"")
      }
      if !PlainText.contains(text, plan.storeDisplayPrice) {
        missing.append("the price after it \"\(plan.storeDisplayPrice)\"")
      }
      let periodTexts =
        context.elements(.period, plan: plan.id).map(\.text)
        + (plan.period.map { context.periodStrings($0) } ?? [])
      if !periodTexts.contains(where: { !$0.isEmpty && PlainText.contains(text, $0) }) {
        missing.append("the billing period")
      }
      if intro.mode != .freeTrial && !PlainText.contains(text, intro.displayPrice) {
        missing.append("the intro price \"\(intro.displayPrice)\"")
      }
      if !missing.isEmpty {
        problems.append(("plan \(plan.id) trial terms lack \(missing.joined(separator: ", "))", terms))
      }
    }
    return .judge(problems, passing: "every shown offer states its length, the later price and the period")
  }

  static let trialEligibility = ReviewRule("AR-13", "trial-eligibility", .reject) { context in
    let snapshot = context.snapshot
    let copy = trialCopy(context)
    guard !copy.isEmpty else { return .pass("no trial or intro wording on screen") }
    let anyEligible = snapshot.plans.contains { snapshot.isEligibleForIntro($0) }
    var problems: [(String, [ElementSnapshot])] = []
    for element in copy {
      if let plan = snapshot.plan(element.planID) {
        if !snapshot.isEligibleForIntro(plan) {
          problems.append(
            ("plan \(plan.id) shows \(element.quoted) but the customer cannot get its intro offer", [element]))
        }
      } else if !anyEligible {
        problems.append(("\(element.quoted) promises a trial no plan on screen can give this customer", [element]))
      }
    }
    return .judge(problems, passing: "trial wording appears only for plans the customer may get the offer of")
  }

  /// Elements and stray row text that offer a trial: trial terms, and any other words of a free offer.
  static func trialCopy(_ context: RuleContext) -> [ElementSnapshot] {
    let snapshot = context.snapshot
    let drawn = snapshot.elements.filter {
      $0.role == .trialTerms
        || ($0.role != .benefit && $0.role != .link && $0.role != .autoRenew && Words.offersTrial($0.text))
    }
    return drawn + context.uncoveredRows.filter { Words.offersTrial($0.text) }
  }

  static let trialNotBehindToggle = ReviewRule("AR-14", "trial-not-behind-toggle", .risk) { context in
    let snapshot = context.snapshot
    let toggles = context.drawn(.toggle)
    return toggles.isEmpty
      ? .pass("no toggle changes the plan or the trial")
      : .fail("a toggle \(toggles[0].quoted) switches the offer on and off", toggles)
  }

  static let trialCTAHonest = ReviewRule("AR-15", "trial-cta-honest", .risk) { context in
    let snapshot = context.snapshot
    var problems: [(String, [ElementSnapshot])] = []
    let terms = context.elements(.trialTerms)
    let anyEligible = snapshot.plans.contains { snapshot.isEligibleForIntro($0) }
    for cta in context.drawn(.callToAction) where Words.offersTrial(cta.text) {
      let eligible = snapshot.plan(cta.planID).map { snapshot.isEligibleForIntro($0) } ?? anyEligible
      if !eligible {
        problems.append(("CTA \(cta.quoted) offers a trial to a customer who is not eligible", [cta]))
      } else if !terms.contains(where: { abs($0.row - cta.row) <= 1 && ($0.planID == cta.planID || cta.planID == nil) })
      {
        problems.append(("CTA \(cta.quoted) has no trial terms on an adjacent row", [cta]))
      }
    }
    let free = snapshot.elements.filter {
      $0.role != .billedPrice && $0.role != .benefit && $0.role != .link && Words.offersTrial($0.text)
    }
    for element in free {
      let billed = context.elements(.billedPrice).filter { element.planID == nil || $0.planID == element.planID }
      if let top = billed.map(\.prominence).max(), element.prominence > top {
        problems.append(("\(element.quoted) is more prominent than the billed price", [element]))
      }
    }
    return .judge(problems, passing: "free wording is backed by terms, eligible, and quieter than the billed price")
  }

  static let nonSubTrialForm = ReviewRule("AR-26", "non-sub-trial-form", .reject) { context in
    let snapshot = context.snapshot
    let trials = snapshot.plans.filter { $0.type == .nonConsumable && $0.price == 0 }
    guard !trials.isEmpty else { return .notApplicable("no free non-consumable trial is offered") }
    var problems: [(String, [ElementSnapshot])] = []
    for plan in trials {
      let elements = snapshot.elements(of: plan.id)
      guard let days = dayTrialCount(plan.title) else {
        problems.append(("free plan \(plan.id) is titled \"\(plan.title)\", not \"XX-day Trial\"", elements))
        continue
      }
      let texts = elements.filter { $0.role != .title }.map { latinDigits($0.text) }
      if !texts.contains(where: { $0.contains(String(days)) }) {
        problems.append(("free trial \(plan.id) does not state its \(days) days outside the title", elements))
      }
      if !elements.contains(where: { $0.role == .benefit }) {
        problems.append(("free trial \(plan.id) does not say what stops working", elements))
      }
      let paid = snapshot.plans.filter { $0.price > 0 }
      if !paid.contains(where: { !context.elements(.billedPrice, plan: $0.id).isEmpty }) {
        problems.append(("free trial \(plan.id) is shown without the later charges", elements))
      }
    }
    return .judge(problems, passing: "every free non-subscription trial is an \"XX-day Trial\" with its terms")
  }

  /// The day count of a title like "14-day Trial".
  static func dayTrialCount(_ title: String) -> Int? {
    guard let match = title.firstMatch(of: #/\d+-day Trial/#.ignoresCase()) else { return nil }
    return Int(title[match.range].prefix { $0.isNumber })
  }
}
