import Catalog
import FoundationEssentials

/// Schedule 2 §3.8(b) disclosures: title, length, price, benefits, legal links (AR-01–03, AR-06–11).
extension ReviewRules {
  static let subTitle = ReviewRule("AR-01", "sub-title", .reject) { context in
    let snapshot = context.snapshot
    let subscriptions = snapshot.plans(.autoRenewable)
    guard !subscriptions.isEmpty else { return .notApplicable("no auto-renewable plan on the paywall") }
    let missing = subscriptions.filter { plan in
      !context.elements(.title, plan: plan.id).contains { !$0.text.trimmingWhitespace().isEmpty }
    }
    return .judge(
      missing.map { ("auto-renewable plan \($0.id) shows no title", snapshot.elements(of: $0.id)) },
      passing: "every auto-renewable plan shows its title")
  }

  static let subLength = ReviewRule("AR-02", "sub-length", .reject) { context in
    let snapshot = context.snapshot
    let subscriptions = snapshot.plans(.autoRenewable)
    guard !subscriptions.isEmpty else { return .notApplicable("no auto-renewable plan on the paywall") }
    let known = subscriptions.filter { $0.period != nil }
    let shared = context.elements(.period).filter { $0.planID == nil }
    let onePeriod = Set(known.compactMap(\.period)).count == 1
    var problems: [(String, [ElementSnapshot])] = []
    for plan in known {
      guard let period = plan.period else { continue }
      let own = context.elements(.period, plan: plan.id)
      let candidates = own.isEmpty && onePeriod ? shared : own
      let shown = candidates.filter { !$0.text.trimmingWhitespace().isEmpty }
      if shown.isEmpty {
        problems.append(("plan \(plan.id) does not show its billing period \(period)", snapshot.elements(of: plan.id)))
      } else if let wrong = shown.first(where: { $0.unit != period.unit }) {
        problems.append(("plan \(plan.id) bills every \(period) but shows \(wrong.quoted)", [wrong]))
      }
    }
    if problems.isEmpty && known.count < subscriptions.count {
      let unknown = subscriptions.filter { $0.period == nil }.map(\.id).joined(separator: ", ")
      return .notApplicable("billing period unknown for \(unknown)")
    }
    return .judge(problems, passing: "every auto-renewable plan shows its billing period")
  }

  static let billedPriceShown = ReviewRule("AR-03", "billed-price-shown", .reject) { context in
    let snapshot = context.snapshot
    guard !snapshot.plans.isEmpty else { return .notApplicable("no plans on the paywall") }
    var problems: [(String, [ElementSnapshot])] = []
    for plan in snapshot.plans {
      let billed = context.elements(.billedPrice, plan: plan.id)
      if let wrong = billed.first(where: { $0.text != plan.storeDisplayPrice }) {
        problems.append(
          ("plan \(plan.id) shows \(wrong.quoted), the store's price is \"\(plan.storeDisplayPrice)\"", [wrong]))
      } else if billed.isEmpty && !snapshot.customer.activeSubscriptions.contains(plan.id) {
        problems.append(
          ("plan \(plan.id) shows no billed price \"\(plan.storeDisplayPrice)\"", snapshot.elements(of: plan.id)))
      }
    }
    return .judge(problems, passing: "every plan shows the store's billed price")
  }

  static let benefitsDescribed = ReviewRule("AR-06", "benefits-described", .risk) { context in
    let snapshot = context.snapshot
    let paid = snapshot.plans.filter { ($0.type == .autoRenewable || $0.type == .nonConsumable) && $0.price > 0 }
    guard !paid.isEmpty else { return .notApplicable("no paid subscription or non-consumable plan") }
    func lines(_ plan: String?) -> [ElementSnapshot] {
      context.elements(.benefit).filter {
        $0.planID == plan && $0.meaning != .quantity && !$0.text.trimmingWhitespace().isEmpty
      }
    }
    if !lines(nil).isEmpty { return .pass("a shared benefit list applies to every paid plan") }
    let missing = paid.filter { lines($0.id).isEmpty }
    return .judge(
      missing.map { ("paid plan \($0.id) shows no benefit line", context.elements(.title, plan: $0.id)) },
      passing: "every paid plan shows its benefits")
  }

  /// AR-07 and AR-08: a legal link of `kind` exists, is https and actionable.
  static func legalLink(_ kind: LinkKind, _ label: String, _ context: RuleContext) -> Outcome {
    guard !context.snapshot.plans(.autoRenewable).isEmpty else {
      return .notApplicable("no auto-renewable plan on the paywall")
    }
    let drawn = context.links.filter { $0.kind == kind }
    let links = drawn.filter { $0.link.shown != nil }
    if links.isEmpty, let cut = drawn.first?.link {
      return .fail("the \(label) link is cut to \(cut.quoted)", [cut])
    }
    guard !links.isEmpty else { return .fail("no \(label) link on the paywall") }
    if let good = links.first(where: { LinkCheck.isHTTPS($0.link.url) && $0.problem == nil })?.link {
      return .pass("\(label) link \(good.quoted) opens \(good.url ?? "")")
    }
    let reasons = links.map { link, _, problem in
      LinkCheck.isHTTPS(link.url) ? problem ?? "" : "\(label) link URL \"\(link.url ?? "")\" is not https"
    }
    return .fail(reasons.joined(separator: "; "), links.map(\.link))
  }

  static let termsLink = ReviewRule("AR-07", "terms-link", .reject) { legalLink(.terms, "Terms of Use", $0) }

  static let privacyLink = ReviewRule("AR-08", "privacy-link", .reject) {
    legalLink(.privacy, "Privacy Policy", $0)
  }

  static let linkActionable = ReviewRule("AR-09", "link-actionable-in-terminal", .risk) { context in
    guard !context.links.isEmpty else { return .notApplicable("no links on the paywall") }
    let problems = context.links.compactMap { link, _, problem in problem.map { ($0, [link]) } }
    return .judge(problems, passing: "every link is OSC 8 with a visible URL or key and a clean URI")
  }

  static let disclosureAboveFold = ReviewRule("AR-10", "disclosure-above-fold", .risk) { context in
    let snapshot = context.snapshot
    let roles: Set<ElementRole> = [.title, .period, .billedPrice, .trialTerms, .autoRenew, .restore]
    let required = snapshot.elements.filter {
      roles.contains($0.role) || ($0.role == .link && context.linkKind($0) != .other)
    }
    guard !required.isEmpty else { return .notApplicable("no required disclosure is drawn") }
    var problems: [(String, [ElementSnapshot])] = []
    for element in required {
      if !element.isAboveFold(rows: snapshot.screen.rows) || element.column + element.width > snapshot.screen.columns {
        problems.append(
          ("\(element.role.rawValue) \(element.quoted) lies outside the \(snapshot.screen) screen", [element]))
      } else if let cut = element.cut {
        let how = cut == .ellipsis ? "is cut short at \"…\"" : "runs on past the last row"
        problems.append(("\(element.role.rawValue) \(element.quoted) \(how), so part of it is not shown", [element]))
      }
    }
    return .judge(problems, passing: "every required disclosure is shown whole on the \(snapshot.screen) screen")
  }

  static let autoRenewDisclosure = ReviewRule("AR-11", "auto-renew-disclosure", .risk) { context in
    let snapshot = context.snapshot
    guard !snapshot.plans(.autoRenewable).isEmpty else {
      return .notApplicable("no auto-renewable plan on the paywall")
    }
    let elements = context.elements(.autoRenew)
    let text = elements.map(\.text).joined(separator: " ")
    guard text.contains(where: { !$0.isWhitespace }) else { return .fail("no auto-renewal disclosure on the paywall") }
    guard let words = RenewalWords.table[snapshot.language.language] else {
      return .pass("an auto-renewal disclosure is shown (no word list for \(snapshot.language), wording not checked)")
    }
    let lowered = Array(text.lowercased().unicodeScalars)
    let missing = [("renews automatically", words.renew), ("cancel", words.cancel), ("where to manage", words.place)]
      .filter { _, list in !list.contains { RenewalWords.contains(lowered, $0) } }.map(\.0)
    return missing.isEmpty
      ? .pass("the disclosure says it renews automatically and how to cancel")
      : .fail("the auto-renewal disclosure does not say: \(missing.joined(separator: ", "))", elements)
  }
}

/// Words an auto-renewal disclosure uses, per language (AR-11).
enum RenewalWords {
  /// Whether the scalars `haystack` contain `word`'s in a row, so a word matches inside a longer
  /// cluster ("تلقائي" in "تلقائيًا", where the last letter and its tanwin are one grapheme).
  static func contains(_ haystack: [Unicode.Scalar], _ word: String) -> Bool {
    let needle = Array(word.unicodeScalars)
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  static let table: [String: (renew: [String], cancel: [String], place: [String])] = [
    "en": (["renews automatically", "automatically renew", "auto-renew"], ["cancel"], ["settings"]),
    "de": (["automatisch"], ["künd"], ["einstellungen"]),
    "fr": (["renouvelle automatiquement", "renouvellement automatique"], ["résili", "annul"], ["réglages"]),
    "es": (["automáticamente"], ["cancel"], ["ajustes", "configuración"]),
    "pt": (["automaticamente"], ["cancel"], ["ajustes", "configurações"]),
    "tr": (["otomatik"], ["iptal"], ["ayarlar"]),
    "ja": (["自動"], ["解約", "キャンセル"], ["設定"]),
    "ar": (["تلقائي"], ["يُلغ", "إلغا", "إلغ"], ["إعدادات"]),
    "hi": (["अपने आप", "स्वचालित"], ["रद्द"], ["सेटिंग्स"]),
  ]
}
