import Catalog
import Foundation
import Paywall
import ScreenGeometry

/// A compliant baseline paywall at 80x24 (yearly $59.99 with a 1-week trial, monthly $6.99, premium, coins),
/// and small edits for the rule tests.
enum Baseline {
  static let yearly = "com.example.pro.yearly"
  static let monthly = "com.example.pro.monthly"
  static let premium = "com.example.premium"
  static let coins = "com.example.coins.100"

  static var plans: [PlanSnapshot] {
    [
      PlanSnapshot(
        id: yearly, type: .autoRenewable, title: "Pro Yearly", price: Decimal(string: "59.99")!,
        storeDisplayPrice: "$59.99", period: Period(1, .year), groupID: "pro", groupLevel: 1,
        intro: IntroSnapshot(mode: .freeTrial, period: Period(1, .week), periods: 1, displayPrice: "$0.00")),
      PlanSnapshot(
        id: monthly, type: .autoRenewable, title: "Pro Monthly", price: Decimal(string: "6.99")!,
        storeDisplayPrice: "$6.99", period: Period(1, .month), groupID: "pro", groupLevel: 1),
      PlanSnapshot(
        id: premium, type: .nonConsumable, title: "Premium", price: Decimal(string: "2.99")!,
        storeDisplayPrice: "$2.99", benefits: ["Unlock all themes"]),
      PlanSnapshot(
        id: coins, type: .consumable, title: "100 Coins", price: Decimal(string: "0.99")!,
        storeDisplayPrice: "$0.99", coins: 100),
    ]
  }

  static var elements: [ElementSnapshot] {
    let bold = ElementStyle(bold: true)
    return [
      ElementSnapshot(role: .headline, text: "Go Pro", row: 0, column: 2, width: 6, style: bold),
      ElementSnapshot(role: .message, text: "Everything, everywhere", row: 1, column: 2, width: 22, meaning: .subtitle),
      ElementSnapshot(role: .benefit, text: "✓ No ads", row: 2, column: 2, width: 8),
      ElementSnapshot(role: .benefit, text: "✓ Sync across devices", row: 3, column: 2, width: 21),
      ElementSnapshot(planID: yearly, role: .title, text: "Pro Yearly", row: 5, column: 2, width: 10, style: bold),
      ElementSnapshot(
        planID: yearly, role: .planLabel, text: "Best value", row: 5, column: 30, width: 10, meaning: .highlighted),
      ElementSnapshot(planID: yearly, role: .savingsBadge, text: "Save 28%", row: 5, column: 45, width: 8, value: 28),
      ElementSnapshot(
        planID: yearly, role: .billedPrice, text: "$59.99", row: 6, column: 2, width: 6, style: bold,
        value: Decimal(string: "59.99")),
      ElementSnapshot(planID: yearly, role: .period, text: "/year", row: 6, column: 8, width: 5, unit: .year),
      ElementSnapshot(
        planID: yearly, role: .derivedPrice, text: "≈ $4.99/month", row: 6, column: 20, width: 13,
        value: Decimal(string: "4.99"), unit: .month),
      ElementSnapshot(
        planID: yearly, role: .trialTerms, text: "1 week free, then $59.99/year", row: 7, column: 2, width: 29),
      ElementSnapshot(planID: yearly, role: .callToAction, text: "[1] Start free trial", row: 8, column: 2, width: 20),
      ElementSnapshot(planID: monthly, role: .title, text: "Pro Monthly", row: 10, column: 2, width: 11, style: bold),
      ElementSnapshot(
        planID: monthly, role: .billedPrice, text: "$6.99", row: 11, column: 2, width: 5, style: bold,
        value: Decimal(string: "6.99")),
      ElementSnapshot(planID: monthly, role: .period, text: "/month", row: 11, column: 7, width: 6, unit: .month),
      ElementSnapshot(planID: monthly, role: .callToAction, text: "[2] Subscribe", row: 12, column: 2, width: 13),
      ElementSnapshot(planID: premium, role: .title, text: "Premium", row: 14, column: 2, width: 7, style: bold),
      ElementSnapshot(planID: premium, role: .benefit, text: "Unlock all themes", row: 14, column: 20, width: 17),
      ElementSnapshot(
        planID: premium, role: .billedPrice, text: "$2.99", row: 15, column: 2, width: 5, style: bold,
        value: Decimal(string: "2.99")),
      ElementSnapshot(planID: premium, role: .callToAction, text: "[3] Buy", row: 15, column: 20, width: 7),
      ElementSnapshot(planID: coins, role: .title, text: "100 Coins", row: 17, column: 2, width: 9, style: bold),
      ElementSnapshot(
        planID: coins, role: .benefit, text: "100 coins", row: 17, column: 20, width: 9, value: 100, meaning: .quantity),
      ElementSnapshot(
        planID: coins, role: .billedPrice, text: "$0.99", row: 18, column: 2, width: 5, style: bold,
        value: Decimal(string: "0.99")),
      ElementSnapshot(planID: coins, role: .callToAction, text: "[4] Buy", row: 18, column: 20, width: 7),
      ElementSnapshot(
        role: .autoRenew, text: "Renews automatically unless cancelled at least 24 hours before the period ends.",
        row: 19, column: 0, width: 80),
      ElementSnapshot(role: .autoRenew, text: "Cancel any time in Account Settings.", row: 20, column: 0, width: 36),
      ElementSnapshot(
        role: .link, text: "T: Terms of Use", row: 22, column: 0, width: 15, url: "https://example.com/terms", key: "T",
        osc8: true, meaning: .termsOfUse),
      ElementSnapshot(
        role: .link, text: "P: Privacy Policy", row: 22, column: 17, width: 17, url: "https://example.com/privacy",
        key: "P", osc8: true, meaning: .privacyPolicy),
      ElementSnapshot(role: .restore, text: "R: Restore purchases", row: 22, column: 36, width: 20, key: "R"),
      ElementSnapshot(role: .close, text: "Esc: Not now", row: 22, column: 60, width: 12, key: "Esc"),
    ]
  }

  static var snapshot: PaywallSnapshot {
    PaywallSnapshot(
      paywallID: "standard", storefront: StorefrontContext(country: "USA", currency: "USD", locale: "en_US"),
      language: LanguageTag("en"), screen: ScreenSize(columns: 80, rows: 24), customer: CustomerContext(),
      plans: plans, elements: elements, rows: render(elements, rows: 24),
      termsOfUseURL: "https://example.com/terms", privacyPolicyURL: "https://example.com/privacy",
      close: CloseControl(visible: true, delaySeconds: 0, label: "Not now"))
  }

  /// The screen rows the elements draw.
  static func render(_ elements: [ElementSnapshot], rows: Int) -> [String] {
    var lines = Array(repeating: Array(repeating: Character(" "), count: 80), count: max(rows, 1))
    for element in elements where element.row < lines.count {
      for (offset, character) in element.text.enumerated() where element.column + offset < 80 {
        lines[element.row][element.column + offset] = character
      }
    }
    return lines.map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
  }
}

extension PaywallSnapshot {
  /// The result of rule `id` on this snapshot.
  func result(_ id: String) -> RuleResult {
    ReviewRules.all.first { $0.id == id }!.check(self)
  }

  /// A copy with `change` applied to every element of `role` (of `plan`), rows drawn again.
  func editing(_ role: ElementRole, plan: String? = nil, _ change: (inout ElementSnapshot) -> Void) -> PaywallSnapshot {
    var copy = self
    for index in copy.elements.indices where copy.elements[index].role == role {
      if plan == nil || copy.elements[index].planID == plan { change(&copy.elements[index]) }
    }
    copy.rows = Baseline.render(copy.elements, rows: screen.rows)
    return copy
  }

  /// A copy without the elements matching `drop`, rows drawn again.
  func removing(_ drop: (ElementSnapshot) -> Bool) -> PaywallSnapshot {
    var copy = self
    copy.elements.removeAll(where: drop)
    copy.rows = Baseline.render(copy.elements, rows: screen.rows)
    return copy
  }

  /// A copy with `element` added, rows drawn again.
  func adding(_ element: ElementSnapshot) -> PaywallSnapshot {
    var copy = self
    copy.elements.append(element)
    copy.rows = Baseline.render(copy.elements, rows: screen.rows)
    return copy
  }
}
