import Catalog
import FoundationEssentials

/// Restore, payments, groups, consumables, outside links, exit offers, listing and close (AR-16–19, AR-25, AR-27–30).
extension ReviewRules {
  static let restorePresent = ReviewRule("AR-16", "restore-present", .reject) { context in
    let snapshot = context.snapshot
    let restorable = snapshot.plans.filter { $0.type == .nonConsumable || $0.type == .autoRenewable }
    guard !restorable.isEmpty else { return .notApplicable("no restorable plan (consumables are exempt)") }
    let controls = context.elements(.restore)
    let usable = controls.filter { control in
      let label = control.text.trimmingWhitespace()
      return control.key?.uppercased() == "R" && label.count > 3 && control.meaning != .disabled
        && control.isAboveFold(rows: snapshot.screen.rows)
    }
    if let good = usable.first { return .pass("restore control \(good.quoted) on key R") }
    let ids = restorable.map(\.id).joined(separator: ", ")
    return controls.isEmpty
      ? .fail("no restore control although \(ids) can be restored")
      : .fail("restore control \(controls[0].quoted) lacks key R, a visible label or is off screen", controls)
  }

  static let restoreFeedback = ReviewRule("AR-17", "restore-feedback", .risk) { context in
    let snapshot = context.snapshot
    guard let outcome = snapshot.customer.restoreResult else { return .notApplicable("the customer has not restored") }
    let kinds: [ElementMeaning] = [.restored, .nothingToRestore, .restoreFailed]
    let messages = context.elements(.message).filter { $0.meaning.map(kinds.contains) ?? false }
    guard messages.count == 1, let message = messages.first else {
      return .fail("\(messages.count) restore messages are shown, expected exactly one", messages)
    }
    switch outcome {
    case .restored(let ids) where !ids.isEmpty:
      guard message.meaning == .restored else {
        return .fail("purchases were restored but \(message.quoted) says otherwise", [message])
      }
      let unlisted = ids.filter { id in
        !message.text.contains(snapshot.plan(id)?.title ?? id) && !message.text.contains(id)
      }
      return unlisted.isEmpty
        ? .pass("the restore message lists \(ids.joined(separator: ", "))")
        : .fail("the restore message does not list \(unlisted.joined(separator: ", "))", [message])
    case .restored, .nothingToRestore:
      return message.meaning == .nothingToRestore
        ? .pass("the paywall says there was nothing to restore")
        : .fail("nothing was restored but the paywall shows \(message.quoted)", [message])
    case .failed:
      guard message.meaning == .restoreFailed else {
        return .fail("the restore failed but the paywall shows \(message.quoted)", [message])
      }
      return message.key != nil || !context.elements(.restore).isEmpty
        ? .pass("the paywall says the restore failed and offers a retry")
        : .fail("the restore failure \(message.quoted) offers no retry", [message])
    }
  }

  static let paymentsDisabledState = ReviewRule("AR-18", "payments-disabled-state", .info) { context in
    let snapshot = context.snapshot
    guard !snapshot.customer.canMakePayments else { return .notApplicable("the account may make payments") }
    let enabled = context.drawn(.callToAction).filter { $0.meaning != .disabled }
    let reason = context.elements(.message).filter { $0.meaning == .paymentsDisabled && !$0.text.isEmpty }
    var problems: [(String, [ElementSnapshot])] = enabled.map {
      ("purchase control \($0.quoted) is still enabled", [$0])
    }
    if reason.isEmpty { problems.append(("no message says payments are not allowed", [])) }
    return .judge(problems, passing: "purchases are disabled and the reason is shown")
  }

  static let noDuplicateSubscription = ReviewRule("AR-19", "no-duplicate-subscription", .reject) { context in
    let snapshot = context.snapshot
    let subscriptions = snapshot.plans(.autoRenewable)
    guard !subscriptions.isEmpty else { return .notApplicable("no auto-renewable plan on the paywall") }
    let groups = Set(subscriptions.map { $0.groupID ?? "(none)" })
    guard groups.count == 1 else {
      return .fail("the plans span groups \(groups.sorted().joined(separator: ", ")); a customer could subscribe twice")
    }
    let current = subscriptions.first { snapshot.customer.activeSubscriptions.contains($0.id) }
    var problems: [(String, [ElementSnapshot])] = []
    for plan in subscriptions {
      let labels = context.elements(.planLabel, plan: plan.id).compactMap(\.meaning)
      let card = context.elements(.title, plan: plan.id)
      guard let current else {
        if labels.contains(.currentPlan) {
          problems.append(("plan \(plan.id) is labelled current but is not active", card))
        }
        continue
      }
      if plan.id == current.id {
        let buyable = context.elements(.callToAction, plan: plan.id).filter { $0.meaning != .disabled }
        if !labels.contains(.currentPlan) {
          problems.append(("the active plan \(plan.id) is not marked current", card))
        }
        if !buyable.isEmpty { problems.append(("the active plan \(plan.id) can be bought again", buyable)) }
        continue
      }
      let expected: ElementMeaning? =
        switch (plan.groupLevel, current.groupLevel) {
        case (let level?, let mine?): level < mine ? .upgrade : level > mine ? .downgrade : .crossgrade
        default: nil
        }
      let relation = labels.filter { [.upgrade, .downgrade, .crossgrade].contains($0) }
      if relation.isEmpty || (expected != nil && !relation.contains(expected!)) {
        problems.append(
          (
            "plan \(plan.id) should be labelled \(expected?.rawValue ?? "upgrade, downgrade or crossgrade") against \(current.id)",
            card
          ))
      }
    }
    return .judge(problems, passing: "one subscription group; current and other plans are labelled")
  }

  static let consumableCredits = ReviewRule("AR-25", "consumable-credits", .reject) { context in
    let snapshot = context.snapshot
    let consumables = snapshot.plans(.consumable)
    guard !consumables.isEmpty else { return .notApplicable("no consumable plan on the paywall") }
    var problems: [(String, [ElementSnapshot])] = []
    for plan in consumables {
      let elements = snapshot.elements(of: plan.id)
      let quantity = context.shownElements(of: plan.id).filter { $0.role == .benefit && $0.meaning == .quantity }
      if quantity.isEmpty {
        problems.append(("consumable \(plan.id) does not show its quantity", elements))
      } else if let coins = plan.coins, let shown = quantity.first?.value, shown != Decimal(coins) {
        problems.append(("consumable \(plan.id) shows \(shown) but credits \(coins)", quantity))
      }
      for element in elements where Words.contains(element.text, consumableForbidden) {
        problems.append(
          ("consumable \(plan.id) says \(element.quoted): credits may not expire or be restored", [element]))
      }
    }
    return .judge(problems, passing: "every consumable shows its quantity and no expiry or restore promise")
  }

  /// Expiry and restore words a consumable may not promise (AR-25).
  static let consumableForbidden = WordList([
    ("expire", false), ("expiry", true), ("verfall", false), ("verfäll", false), ("expir", false), ("caduc", false),
    ("scad", false), ("vence", false), ("失効", false), ("期限", false), ("过期", false), ("만료", false),
    ("restor", false), ("wiederherstell", false), ("restaur", false), ("復元", false), ("استعاد", false),
  ])

  static let noExternalPurchaseLink = ReviewRule("AR-27", "no-external-purchase-link", .reject) { context in
    let snapshot = context.snapshot
    let purchaseWords: Set<String> = [
      "checkout", "buy", "purchase", "purchases", "pay", "payment", "subscribe", "cart", "order", "pricing", "billing",
    ]
    let outside = context.drawn(.link).filter { link in
      context.linkKind(link) == .other && Words.tokens(link.url ?? "").contains(where: purchaseWords.contains)
    }
    guard !outside.isEmpty else { return .pass("no link leads to an outside purchase") }
    let country = snapshot.storefront.country
    switch StorefrontRegion.linkOut(country: country) {
    case .allowed:
      return .pass("\(outside[0].quoted) leads to an outside purchase, allowed in the \(country) storefront")
    case .underAppleTerms(let terms):
      return .fail(
        "\(outside[0].quoted) links to \(outside[0].url ?? "") in the \(country) storefront (\(terms))", outside)
    case .notAllowed:
      return .fail("\(outside[0].quoted) links to \(outside[0].url ?? "") in the \(country) storefront", outside)
    }
  }

  static let noRepeatedExitOffer = ReviewRule("AR-28", "no-repeated-exit-offer", .risk) { context in
    let snapshot = context.snapshot
    return snapshot.exitOffersShown <= 1
      ? .pass("\(snapshot.exitOffersShown) exit offer(s) shown")
      : .fail("\(snapshot.exitOffersShown) exit offers were shown in one presentation; at most 1")
  }

  static let listingEULAPrivacy = ReviewRule("AR-29", "listing-eula-privacy", .reject) { context in
    let snapshot = context.snapshot
    guard let listing = snapshot.listing else { return .notApplicable("no App Store listing is described") }
    guard !snapshot.plans(.autoRenewable).isEmpty else {
      return .notApplicable("no auto-renewable plan on the paywall")
    }
    var missing: [String] = []
    if (listing.privacyPolicyURL ?? "").isEmpty { missing.append("a privacy policy URL") }
    let urls = listing.description.split(whereSeparator: \.isWhitespace).filter { $0.contains("://") }
    let terms = urls.contains { url in
      LinkKind(ElementSnapshot(role: .link, text: "", row: 0, column: 0, width: 0, url: String(url))) == .terms
    }
    if !terms { missing.append("a Terms of Use URL in the description") }
    return missing.isEmpty
      ? .pass("the listing has a privacy policy URL and a Terms of Use URL")
      : .fail("the listing lacks \(missing.joined(separator: " and "))")
  }

  static let dismissAvailable = ReviewRule("AR-30", "dismiss-available", .info) { context in
    let snapshot = context.snapshot
    guard let close = snapshot.close else { return .notApplicable("no close control: not a soft paywall") }
    let drawn = context.elements(.close)
    var problems: [String] = []
    if !close.visible || close.delaySeconds > 0 {
      problems.append("the close control appears after \(close.delaySeconds) s")
    }
    if Words.tokens(close.label).allSatisfy({ $0.count < 2 && $0.allSatisfy(\.isASCII) }) {
      problems.append("the close control \"\(close.label)\" has no label")
    }
    return problems.isEmpty
      ? .pass("close control \"\(close.label)\" is visible at once")
      : .fail(problems.joined(separator: "; "), drawn)
  }
}
