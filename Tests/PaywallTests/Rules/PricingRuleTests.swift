import Catalog
import Foundation
import Paywall
import Testing

/// AR-04, AR-05, AR-20 … AR-24.
struct PricingRuleTests {
  let base = Baseline.snapshot

  @Test func ar04BilledMostProminent() {
    #expect(base.result("AR-04").verdict == .pass)
    let loud = base.editing(.derivedPrice) { $0.style = ElementStyle(standout: true) }.result("AR-04")
    #expect(loud.verdict == .fail)
    #expect(loud.offending.map(\.role) == [.derivedPrice])
    let trial = base.editing(.trialTerms) { $0.style = ElementStyle(reverse: true) }.result("AR-04")
    #expect(trial.offending.map(\.role) == [.trialTerms])
  }

  @Test func ar05DerivedPriceRoundedDownAndLabelled() {
    #expect(base.result("AR-05").verdict == .pass)
    let up = base.editing(.derivedPrice) {
      $0.value = 5
      $0.text = "≈ $5.00/month"
    }.result("AR-05")
    #expect(up.verdict == .fail && up.offending.map(\.text) == ["≈ $5.00/month"])
    let bare = base.editing(.derivedPrice) { $0.text = "$4.99" }.result("AR-05")
    #expect(bare.verdict == .fail && bare.explanation.contains("unit"))
    #expect(base.removing { $0.role == .derivedPrice }.result("AR-05").verdict == .notApplicable)
  }

  @Test func ar20PriceFromStorefront() {
    #expect(base.result("AR-20").verdict == .pass)
    let hardCoded = base.editing(.message) { $0.text = "Just $0.89 a week" }.result("AR-20")
    #expect(hardCoded.verdict == .fail)
    #expect(hardCoded.offending.map(\.meaning) == [.subtitle])
  }

  @Test func ar20IgnoresPercentagesCoinsAndHours() {
    let words = base.editing(.message) { $0.text = "Save 28% · 500 coins · cancel 24 hours ahead" }
    #expect(words.result("AR-20").verdict == .pass)
  }

  @Test func ar21CurrencyLocaleConsistent() {
    #expect(base.result("AR-21").verdict == .pass)
    let german = germanSnapshot()
    #expect(german.result("AR-21").verdict == .pass, "\(german.result("AR-21").explanation)")
    #expect(german.result("AR-20").verdict == .pass, "\(german.result("AR-20").explanation)")
    let dollars = german.editing(.message) { $0.text = "Nur $0.99" }.result("AR-21")
    #expect(dollars.verdict == .fail && dollars.offending.map(\.meaning) == [.subtitle])
    let format = german.editing(.derivedPrice) { $0.text = "≈ €4.99/Monat" }.result("AR-21")
    #expect(format.verdict == .fail && format.offending.map(\.role) == [.derivedPrice])
  }

  @Test func ar21ReadsArabicIndicDigits() {
    var arabic = base
    arabic.storefront = StorefrontContext(country: "SAU", currency: "SAR", locale: "ar_SA")
    arabic.language = LanguageTag("ar")
    arabic.plans[0].price = Decimal(string: "224.99")!
    arabic.plans[0].storeDisplayPrice = Decimal(string: "224.99")!.formatted(
      .currency(code: "SAR").locale(Locale(identifier: "ar_SA")))
    arabic = arabic.removing {
      $0.planID != nil && $0.planID != Baseline.yearly || $0.role == .derivedPrice || $0.role == .trialTerms
    }
    arabic.plans = [arabic.plans[0]]
    let shown = arabic.editing(.billedPrice) { $0.text = arabic.plans[0].storeDisplayPrice }
    #expect(shown.result("AR-21").verdict == .pass)
    let wrong = shown.editing(.message) { $0.text = "‏٩٫٩٩ ر.س.‏" }
    #expect(wrong.result("AR-20").verdict == .fail)
  }

  @Test func ar22PeriodUnitsLocalized() {
    #expect(base.result("AR-22").verdict == .pass)
    var german = germanSnapshot()
    #expect(german.result("AR-22").verdict == .pass, "\(german.result("AR-22").explanation)")
    german = german.editing(.period, plan: Baseline.yearly) { $0.text = "/year" }
    let result = german.result("AR-22")
    #expect(result.verdict == .fail && result.offending.map(\.text) == ["/year"])
  }

  @Test func ar22PluralForm() {
    let three = base.editing(.period, plan: Baseline.monthly) { $0.text = "every 3 month" }
    #expect(three.result("AR-22").verdict == .fail)
    let right = base.editing(.period, plan: Baseline.monthly) { $0.text = "every 3 months" }
    #expect(right.result("AR-22").verdict == .pass)
  }

  @Test func ar23SavingsClaimAccurate() {
    #expect(base.result("AR-23").verdict == .pass)
    let ninety = base.editing(.savingsBadge) {
      $0.value = 90
      $0.text = "Save 90%"
    }.result("AR-23")
    #expect(ninety.verdict == .fail && ninety.offending.map(\.role) == [.savingsBadge])
    let title = base.editing(.title, plan: Baseline.yearly) { $0.text = "Pro Yearly 90% OFF" }.result("AR-23")
    #expect(title.verdict == .fail && title.offending.map(\.role) == [.title])
    let alone = base.editing(.savingsBadge) { $0.value = 29 }.result("AR-23")
    #expect(alone.verdict == .fail)
  }

  @Test func ar23StrikePriceMustBeReal() {
    let real = base.adding(
      ElementSnapshot(
        planID: Baseline.yearly, role: .strikePrice, text: "$83.88", row: 6, column: 40, width: 6,
        value: Decimal(string: "83.88")))
    #expect(real.result("AR-23").verdict == .pass)
    let fake = real.editing(.strikePrice) { $0.value = 99 }.result("AR-23")
    #expect(fake.verdict == .fail && fake.offending.map(\.role) == [.strikePrice])
    #expect(base.removing { $0.role == .savingsBadge }.result("AR-23").verdict == .notApplicable)
  }

  @Test func ar24MinPeriod7Days() {
    #expect(base.result("AR-24").verdict == .pass)
    var daily = base
    daily.plans[1].period = Period(3, .day)
    let result = daily.result("AR-24")
    #expect(result.verdict == .fail)
    #expect(result.offending.allSatisfy { $0.planID == Baseline.monthly } && !result.offending.isEmpty)
  }

  /// The baseline in the German storefront, prices and periods as `de_DE` shows them.
  func germanSnapshot() -> PaywallSnapshot {
    var german = base
    german.storefront = StorefrontContext(country: "DEU", currency: "EUR", locale: "de_DE")
    german.language = LanguageTag("de")
    let style = Decimal.FormatStyle.Currency(code: "EUR", locale: Locale(identifier: "de_DE"))
    for index in german.plans.indices {
      german.plans[index].storeDisplayPrice = german.plans[index].price.formatted(style)
    }
    german.plans[0].intro?.displayPrice = Decimal(0).formatted(style)
    german = german.editing(.billedPrice) { element in
      element.text = german.plans.first { $0.id == element.planID }!.storeDisplayPrice
    }
    german = german.editing(.derivedPrice) { $0.text = "≈ " + Decimal(string: "4.99")!.formatted(style) + "/Monat" }
    german = german.editing(.period, plan: Baseline.yearly) { $0.text = "/Jahr" }
    german = german.editing(.period, plan: Baseline.monthly) { $0.text = "/Monat" }
    return german.editing(.trialTerms) {
      $0.text = "1 Woche gratis, dann " + german.plans[0].storeDisplayPrice + "/Jahr"
    }
  }
}
