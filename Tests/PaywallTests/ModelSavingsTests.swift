import Paywall
import Testing

/// Savings are truthful against the most expensive per-month plan, unless a paywall claims more.
struct ModelSavingsTests {
  @Test(arguments: [
    ("USA", "en", 28, "Save 28%"), ("DEU", "de", 28, "Spare 28\u{A0}%"), ("JPN", "ja", 25, "25%お得"),
    ("SAU", "ar", 26, "وفّر ٢٦٪\u{61C}"), ("IND", "hi", 25, "25% की बचत"), ("FRA", "fr", 28, "Économisez 28\u{A0}%"),
    ("TUR", "tr", 26, "%26 tasarruf"), ("BRA", "pt-BR", 28, "Economize 28%"),
  ])
  func computedSavings(storefront: String, language: String, percent: Int, text: String) throws {
    let model = try ShippedCatalog.model("default", storefront, language)
    let yearly = try #require(model.cards[0].savings)
    #expect(yearly.percent == percent)
    #expect(scalars(yearly.text) == scalars(text))
    #expect(!yearly.isClaimed && yearly.comparatorPlanID == "com.example.pro.monthly")
    #expect(model.cards[1].savings == nil)  // the comparator
    #expect(model.cards[2].savings == nil && model.cards[3].savings == nil)
  }

  /// floor(100 × (1 − (59.99 ÷ 12) ÷ 6.99)) = floor(28.48) = 28; the deceptive paywall claims 90.
  @Test func claimedSavingsOverride() throws {
    let model = try ShippedCatalog.model("deceptive", "USA", "en")
    let badge = try #require(model.cards[0].savings)
    #expect(badge.percent == 90 && badge.isClaimed && badge.text == "Save 90%")
    #expect(badge.comparatorPlanID == "com.example.pro.monthly")
    #expect(model.cards[1].savings == nil)
  }

  @Test func highlightedPlan() throws {
    let model = try ShippedCatalog.model("default", "DEU", "de")
    #expect(model.cards.map(\.isHighlighted) == [true, false, false, false])
    #expect(model.cards[0].highlightText == "Bestes Angebot" && model.cards[1].highlightText == nil)
  }
}
