import Catalog
import FoundationEssentials
internal import Storefront

/// The billed amount first, honest derived prices and savings, real periods (AR-04, AR-05, AR-23, AR-24).
extension ReviewRules {
  static let billedMostProminent = ReviewRule("AR-04", "billed-most-prominent", .risk) { context in
    let snapshot = context.snapshot
    var problems: [(String, [ElementSnapshot])] = []
    var compared = 0
    for plan in snapshot.plans {
      let rivals = snapshot.elements.filter {
        $0.planID == plan.id && ($0.role == .derivedPrice || $0.role == .trialTerms)
      }
      guard !rivals.isEmpty else { continue }
      compared += 1
      guard let billed = context.elements(.billedPrice, plan: plan.id).max(by: { $0.prominence < $1.prominence })
      else {
        problems.append(("plan \(plan.id) shows \(rivals[0].quoted) but no billed price", rivals))
        continue
      }
      for rival in rivals where rival.prominence > billed.prominence {
        problems.append(
          (
            "plan \(plan.id): \(rival.role.rawValue) \(rival.quoted) is more prominent than the billed \(billed.quoted)",
            [rival]
          ))
      }
    }
    guard compared > 0 else { return .pass("no derived or offer price competes with a billed price") }
    return .judge(problems, passing: "each billed price is the most prominent price of its plan")
  }

  static let derivedPriceLabelled = ReviewRule("AR-05", "derived-price-labelled", .risk) { context in
    let snapshot = context.snapshot
    let derived = context.drawn(.derivedPrice)
    guard !derived.isEmpty else { return .notApplicable("no derived price on the paywall") }
    let prices = context.prices
    var problems: [(String, [ElementSnapshot])] = []
    for element in derived {
      guard let plan = snapshot.plan(element.planID) else {
        problems.append(("derived price \(element.quoted) belongs to no plan card", [element]))
        continue
      }
      guard let unit = element.unit, hasUnitWord(element.text, prices) else {
        problems.append(("derived price \(element.quoted) of \(plan.id) carries no unit", [element]))
        continue
      }
      if context.elements(.billedPrice, plan: plan.id).isEmpty {
        problems.append(("derived price \(element.quoted) of \(plan.id) has no billed price on its card", [element]))
      }
      guard let period = plan.period, let value = element.value else {
        problems.append(("derived price \(element.quoted) of \(plan.id): no period or value to check", [element]))
        continue
      }
      let exact = period.price(plan.price, per: unit)
      if value > exact {
        problems.append(
          (
            "derived price \(element.quoted) of \(plan.id) is \(value), above the exact \(exact.rounded(4, .down)) (rounded up)",
            [element]
          ))
      }
    }
    return .judge(problems, passing: "every derived price carries its unit and is rounded down from the billed price")
  }

  /// Whether `text` holds letters beside its price ("≈ $4.99/month", not "$4.99").
  /// Remembered per exact text and decimal separator (all the prices found depend on).
  static func hasUnitWord(_ text: String, _ prices: PriceContext) -> Bool {
    unitWordAnswers.value(UnitWordKey(text: ExactText(text), decimalSeparator: prices.decimalSeparator)) {
      var rest = text
      for match in prices.matches(in: text) { rest = PlainText.replacing(match.text, in: rest, with: " ") }
      return rest.contains { $0.isLetter }
    }
  }

  /// What `hasUnitWord` depends on.
  private struct UnitWordKey: Hashable, Sendable {
    var text: ExactText
    var decimalSeparator: Character
  }

  private static let unitWordAnswers = MemoTable<UnitWordKey, Bool>(limit: 4096, overflow: .startOver)

  static let savingsClaimAccurate = ReviewRule("AR-23", "savings-claim-accurate", .reject) { context in
    let snapshot = context.snapshot
    let prices = context.prices
    let badges = context.drawn(.savingsBadge)
    let wordClaims = snapshot.elements.filter {
      [.title, .headline, .message, .planLabel].contains($0.role) && percent(in: $0.text) != nil
    }
    let strikes = context.drawn(.strikePrice)
    guard !(badges + wordClaims + strikes).isEmpty else { return .notApplicable("no savings claim or strike price") }
    var problems: [(String, [ElementSnapshot])] = []
    for claim in badges + wordClaims {
      guard let claimed = claim.role == .savingsBadge ? claim.value ?? percent(in: claim.text) : percent(in: claim.text)
      else {
        problems.append(("savings badge \(claim.quoted) states no percentage", [claim]))
        continue
      }
      let candidates = claim.planID.flatMap { snapshot.plan($0) }.map { [$0] } ?? snapshot.plans
      let best = candidates.compactMap { maxSaving(of: $0, context) }.max()
      guard let best else {
        problems.append(("claim \(claim.quoted) has no comparable plan on screen", [claim]))
        continue
      }
      if claimed > best {
        problems.append(("claim \(claim.quoted) says \(claimed)%, the plans on screen allow at most \(best)%", [claim]))
      }
    }
    for strike in strikes {
      let real = strikeValues(for: snapshot.plan(strike.planID), in: snapshot)
      let value = strike.value ?? prices.matches(in: strike.text).first?.value
      if value.map({ !real.contains($0) }) ?? true {
        problems.append(("strike-through price \(strike.quoted) is no real price on this screen", [strike]))
      }
    }
    return .judge(problems, passing: "every savings claim and strike price is backed by a plan on screen")
  }

  /// The largest whole saving `plan` offers against another plan on screen, per month.
  static func maxSaving(of plan: PlanSnapshot, _ context: RuleContext) -> Decimal? {
    context.snapshot.plans.compactMap { other in other.id == plan.id ? nil : context.saving(of: plan, against: other) }
      .max()
  }

  /// Real prices a strike-through for `plan` may show: any plan's price, or another plan's price over `plan`'s period.
  static func strikeValues(for plan: PlanSnapshot?, in snapshot: PaywallSnapshot) -> Set<Decimal> {
    var values = Set(snapshot.plans.map(\.price))
    if let period = plan?.period {
      for other in snapshot.plans {
        guard let otherPeriod = other.period else { continue }
        let scaled = other.price * period.months / otherPeriod.months
        guard let digits = DecimalDigits(scaled) else { continue }
        values.formUnion([digits.rounded(2, .plain), digits.rounded(0, .plain)])
      }
    }
    return values
  }

  /// The number before a "%" in `text` ("Save 90%", "90 % OFF", "٪٩٠"), if any.
  static func percent(in text: String) -> Decimal? {
    // Most texts hold no "%" (0x25) and no "٪" (U+066A, 0xD9 0xAA): a byte look says so at once.
    guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0xAA }) else { return nil }
    return percents.value(ExactText(text)) { scanningPercent(in: text) }
  }

  /// Percentages found, remembered process-wide per exact text: the same claims recur frame after frame.
  private static let percents = MemoTable<ExactText, Decimal?>(limit: 4096, overflow: .startOver)

  /// The percentage in `text` (see `percent(in:)`), scanned character by character.
  private static func scanningPercent(in text: String) -> Decimal? {
    let chars = Array(text)
    for (index, character) in chars.enumerated() where character == "%" || character == "٪" {
      var end = index
      while end > 0, PriceScanner.spacers.contains(chars[end - 1]) { end -= 1 }
      var start = end
      while start > 0, PriceScanner.isDigit(chars[start - 1]) { start -= 1 }
      if start < end { return PriceScanner.parse(String(chars[start..<end]), decimalSeparator: ".") }
      var after = index + 1
      while after < chars.count, PriceScanner.isDigit(chars[after]) { after += 1 }
      if after > index + 1 { return PriceScanner.parse(String(chars[(index + 1)..<after]), decimalSeparator: ".") }
    }
    return nil
  }

  static let minPeriod7Days = ReviewRule("AR-24", "min-period-7-days", .reject) { context in
    let snapshot = context.snapshot
    let subscriptions = snapshot.plans(.autoRenewable)
    guard !subscriptions.isEmpty else { return .notApplicable("no auto-renewable plan on the paywall") }
    let known = subscriptions.filter { $0.period != nil }
    guard !known.isEmpty else { return .notApplicable("no billing period known") }
    let short = known.filter { ($0.period?.approximateDays ?? 0) < 7 }
    return .judge(
      short.map { plan in
        (
          "plan \(plan.id) renews every \(plan.period?.description ?? "?"), under 7 days",
          context.elements(.period, plan: plan.id) + context.elements(.title, plan: plan.id)
        )
      }, passing: "every billing period lasts at least 7 days")
  }
}
