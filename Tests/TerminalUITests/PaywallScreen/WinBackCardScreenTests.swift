import Catalog
import Paywall
import ScreenGeometry
import Testing

@testable import TerminalUI

/// Issue 16: the win-back card as drawn for a lapsed customer (`render --customer lapsed`), in
/// English, Arabic (mirrored, visual order) and Japanese: its label and terms are on screen beside
/// the plan, the billed price stays the most prominent price, and the rules pass it as they pass a
/// trial shown to an eligible customer.
@Suite struct WinBackCardScreenTests {
  static let linter = PaywallLinter(catalog: PaywallFixture.catalog)
  static let monthly = "com.example.pro.monthly"

  @Test(arguments: [
    ("USA", "en", "Welcome back offer", "1 month free"), ("SAU", "ar", "عرض العودة", "شهر مجانًا"),
    ("JPN", "ja", "おかえりなさい特典", "1か月無料"),
  ])
  func theCardIsDrawnAndPassesTheRules(storefront: String, language: String, label: String, terms: String) throws {
    for size in [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)] {
      let lintCase = PaywallLinter.Case(
        paywallID: "default", storefrontID: storefront, language: LanguageTag(language), size: size,
        customer: .lapsed)
      let frame = try Self.linter.frame(lintCase)
      let labels = frame.snapshot.elements(.planLabel, plan: Self.monthly)
      #expect(labels.contains { $0.text == label && $0.meaning == .winBackOffer }, "\(language) \(size)")
      let shown = frame.snapshot.elements.filter { $0.planID == Self.monthly && $0.text.contains(terms) }
      #expect(!shown.isEmpty, "\(language) \(size): the offer's terms")
      // Drawn where the element says: the label's cells hold its text (in visual order in Arabic).
      let label = try #require(labels.first { $0.meaning == .winBackOffer })
      let row = frame.grid.rowText(label.row)
      let drawn = language == "ar" ? String(label.text.reversed()) : label.text
      #expect(row.contains(drawn), "\(language) \(size): \(row)")
      let result = ReviewRules.check(frame.snapshot)
      #expect(result.failures.filter { ["AR-13", "AR-07", "AR-09"].contains($0.ruleID) }.isEmpty, "\(result.failures)")
    }
  }
}
