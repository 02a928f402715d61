import Catalog
import Foundation
import Paywall
import ScreenGeometry

/// Hand-built frames for the storefront rules: the baseline paywall moved to a storefront, and a
/// complete purchase sheet of the baseline's yearly plan.
enum StorefrontSnapshots {
  /// The baseline paywall in storefront `country`, its buy control and close control bold.
  static func paywall(_ country: String) -> PaywallSnapshot {
    var snapshot = Baseline.snapshot.editing(.close) { $0.style = ElementStyle(bold: true) }
    snapshot.storefront.country = country
    return snapshot
  }

  /// The purchase sheet of the yearly plan (trial shown) in `country` with every line a Japanese or
  /// Korean reader needs; `timing` says when payment is charged.
  static func sheet(_ country: String, timing: ElementMeaning = .chargedAfterTrial) -> PaywallSnapshot {
    let plan = Baseline.yearly
    let bold = ElementStyle(bold: true)
    let elements = [
      ElementSnapshot(planID: plan, role: .title, text: "Pro Yearly", row: 5, column: 10, width: 10, style: bold),
      ElementSnapshot(
        planID: plan, role: .billedPrice, text: "$59.99", row: 7, column: 10, width: 6, style: bold,
        value: Decimal(string: "59.99")),
      ElementSnapshot(planID: plan, role: .period, text: "/year", row: 7, column: 16, width: 5, unit: .year),
      ElementSnapshot(
        planID: plan, role: .trialTerms, text: "1 week free, then $59.99/year", row: 8, column: 10, width: 29),
      ElementSnapshot(
        planID: plan, role: .message, text: "Nothing is charged now; your Apple Account is charged later.", row: 9,
        column: 10, width: 60, meaning: timing),
      ElementSnapshot(
        planID: plan, role: .autoRenew, text: "Subscription period: 1 year, renewed automatically until cancelled.",
        row: 10, column: 10, width: 60),
      ElementSnapshot(
        planID: plan, role: .message, text: "To cancel, turn off auto-renew in Account Settings.", row: 11,
        column: 10, width: 51, meaning: .howToCancel),
      ElementSnapshot(
        planID: plan, role: .message, text: "You will be asked to agree again before the offer ends.", row: 12,
        column: 10, width: 55, meaning: .consentBeforeConversion),
    ]
    return PaywallSnapshot(
      paywallID: "standard", storefront: StorefrontContext(country: country, currency: "USD", locale: "en_US"),
      language: LanguageTag("en"), screen: ScreenSize(columns: 80, rows: 24), customer: CustomerContext(),
      plans: Baseline.plans, elements: elements, rows: Baseline.render(elements, rows: 24), termsOfUseURL: nil,
      privacyPolicyURL: nil, close: nil, step: .purchaseSheet(planID: plan))
  }
}

extension PaywallSnapshot {
  /// The result of storefront rule `id` on this snapshot.
  func storefrontResult(_ id: String) -> RuleResult {
    StorefrontRules.all.first { $0.rule.id == id }!.rule.check(self)
  }
}
