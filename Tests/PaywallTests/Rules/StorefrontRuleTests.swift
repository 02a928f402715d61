import Catalog
import Foundation
import Paywall
import Testing

/// The storefront rule sets of paywall-rules.md §12 on hand-built frames: each rule passes the
/// compliant frame and fails the broken one, naming the regions.
struct StorefrontRuleTests {
  @Test func membershipIsDecidedByRegion() {
    #expect(EUMemberState.allCases.count == 27)
    #expect(StorefrontRegion(country: "DEU") == .europeanUnion && StorefrontRegion(country: "FRA") == .europeanUnion)
    #expect(StorefrontRegion(country: "KOR") == .korea && StorefrontRegion(country: "JPN") == .japan)
    #expect(StorefrontRegion(country: "USA") == .unitedStates)
    for outside in ["GBR", "CHE", "TUR", "IND", "BRA", "SAU", "CAN", "deu"] {
      #expect(StorefrontRegion(country: outside) == nil, "\(outside)")
    }
    #expect(StorefrontRules.rules(for: "KOR").map(\.rule.id) == ["KR-01", "KR-02", "KR-03"])
    #expect(StorefrontRules.rules(for: "JPN").map(\.rule.id) == ["JP-01", "JP-02"])
    #expect(StorefrontRules.rules(for: "FRA").map(\.rule.id) == ["EU-01"])
    #expect(StorefrontRules.rules(for: "USA").isEmpty && StorefrontRules.rules(for: "GBR").isEmpty)
    #expect(StorefrontRules.judgesPurchaseSheets("JPN") && !StorefrontRules.judgesPurchaseSheets("DEU"))
  }

  @Test func kr01FullPriceOnTheFirstScreen() {
    let base = StorefrontSnapshots.paywall("KOR")
    #expect(base.storefrontResult("KR-01").verdict == .pass)
    let missing = base.removing { $0.role == .billedPrice && $0.planID == Baseline.yearly }.storefrontResult("KR-01")
    #expect(missing.verdict == .fail && missing.explanation.contains("\"$59.99\""))
    var belowFold = base
    belowFold.screen.rows = 10
    let below = belowFold.storefrontResult("KR-01")
    #expect(below.verdict == .fail && below.offending.map(\.planID) == [Baseline.monthly])
    let note = ElementSnapshot(role: .message, text: "All prices excl. VAT", row: 21, column: 0, width: 20)
    let excluded = base.adding(note).storefrontResult("KR-01")
    #expect(excluded.verdict == .fail && excluded.offending.map(\.text) == ["All prices excl. VAT"])
    let noSubscription = base.removing { $0.planID == Baseline.yearly || $0.planID == Baseline.monthly }
    var plansLeft = noSubscription
    plansLeft.plans.removeAll { $0.type == .autoRenewable }
    #expect(plansLeft.storefrontResult("KR-01").verdict == .notApplicable)
  }

  @Test func kr02CancelAsProminentAsBuy() {
    let base = StorefrontSnapshots.paywall("KOR").editing(.callToAction) { $0.style = ElementStyle(bold: true) }
    #expect(base.storefrontResult("KR-02").verdict == .pass)
    let dim = base.editing(.close) { $0.style = ElementStyle(dim: true) }.storefrontResult("KR-02")
    #expect(dim.verdict == .fail && dim.explanation.contains("dimmed (score 0)"))
    #expect(Set(dim.offending.map(\.role)) == [.close, .callToAction])
    var delayed = base.removing { $0.role == .close }
    delayed.close = CloseControl(visible: false, delaySeconds: 5, label: "Not now")
    let late = delayed.storefrontResult("KR-02")
    #expect(late.verdict == .fail && late.explanation.contains("after 5 s"))
    var glyph = base.editing(.close) { $0.text = "×" }
    glyph.close?.label = "×"
    #expect(glyph.storefrontResult("KR-02").explanation.contains("bare glyph"))
    let narrow = base.editing(.close) { $0.width = 4 }.editing(.callToAction) { $0.width = 20 }
    #expect(narrow.storefrontResult("KR-02").explanation.contains("under half"))
    let disabled = base.editing(.callToAction) { $0.meaning = .disabled }
    #expect(disabled.storefrontResult("KR-02").verdict == .notApplicable)
  }

  @Test func kr03ConsentAgainBeforeConversion() {
    let sheet = StorefrontSnapshots.sheet("KOR")
    #expect(sheet.storefrontResult("KR-03").verdict == .pass)
    let silent = sheet.removing { $0.meaning == .consentBeforeConversion }.storefrontResult("KR-03")
    #expect(silent.verdict == .fail && silent.offending.map(\.role) == [.trialTerms])
    let priceOnly = sheet.editing(.message) {
      if $0.meaning == .consentBeforeConversion { $0.meaning = .consentBeforePriceRise }
    }
    #expect(priceOnly.storefrontResult("KR-03").verdict == .fail)
    #expect(priceOnly.removing { $0.role == .trialTerms }.storefrontResult("KR-03").verdict == .pass)
    #expect(
      sheet.removing { $0.role == .trialTerms || $0.meaning == .consentBeforeConversion }.storefrontResult("KR-03")
        .verdict == .fail)
    #expect(StorefrontSnapshots.paywall("KOR").storefrontResult("KR-03").verdict == .notApplicable)
    var coins = sheet
    coins.step = .purchaseSheet(planID: Baseline.coins)
    #expect(coins.storefrontResult("KR-03").verdict == .notApplicable)
  }

  @Test func jp01FinalConfirmationComplete() {
    let sheet = StorefrontSnapshots.sheet("JPN")
    #expect(sheet.storefrontResult("JP-01").verdict == .pass)
    let cases: [(String, (ElementSnapshot) -> Bool)] = [
      ("the plan's name", { $0.role == .title }),
      ("the price \"$59.99\"", { $0.role == .billedPrice }),
      ("how and when payment is charged", { $0.meaning == .chargedAfterTrial }),
      ("the contract period (1 year) and renewal terms", { $0.role == .autoRenew }),
      ("how to cancel", { $0.meaning == .howToCancel }),
    ]
    for (missing, drop) in cases {
      let result = sheet.removing(drop).storefrontResult("JP-01")
      #expect(result.verdict == .fail && result.explanation.contains("does not show \(missing)"), "\(missing)")
    }
    let noLaterPrice = sheet.editing(.trialTerms) { $0.text = "1 week free" }.storefrontResult("JP-01")
    #expect(noLaterPrice.explanation.contains("the price after the trial \"$59.99\""))
    let noPeriod = sheet.editing(.autoRenew) { $0.text = "Renews automatically until cancelled." }
    #expect(noPeriod.storefrontResult("JP-01").verdict == .fail)
    let cut = sheet.editing(.message) { if $0.meaning == .howToCancel { $0.row = 30 } }
    #expect(cut.storefrontResult("JP-01").explanation.contains("how to cancel"))
    #expect(StorefrontSnapshots.paywall("JPN").storefrontResult("JP-01").verdict == .notApplicable)
  }

  @Test func jp02FinalConfirmationAccurate() {
    let sheet = StorefrontSnapshots.sheet("JPN")
    #expect(sheet.storefrontResult("JP-02").verdict == .pass)
    var used = sheet
    used.customer.introUsedGroups = ["pro"]
    let bait = used.storefrontResult("JP-02")
    #expect(bait.verdict == .fail && Set(bait.offending.map(\.role)) == [.trialTerms, .message])
    #expect(bait.explanation.contains("but it is charged at confirmation"))
    let now = sheet.editing(.message) { if $0.meaning == .chargedAfterTrial { $0.meaning = .chargedAtConfirmation } }
    #expect(now.storefrontResult("JP-02").explanation.contains("but it is charged when the free trial ends"))
    // A subscriber of the yearly plan moving to the monthly one (same level, another duration) pays at renewal.
    var change = StorefrontSnapshots.sheet("JPN", timing: .chargedAtRenewal).removing { $0.role == .trialTerms }
    change.step = .purchaseSheet(planID: Baseline.monthly)
    change.customer = CustomerContext(activeSubscriptions: [Baseline.yearly], introUsedGroups: ["pro"])
    change = change.editing(.message) { $0.planID = Baseline.monthly }
    #expect(change.storefrontResult("JP-02").verdict == .pass)
    let wrong = change.editing(.message) { if $0.meaning == .chargedAtRenewal { $0.meaning = .chargedAtConfirmation } }
    #expect(wrong.storefrontResult("JP-02").explanation.contains("but it is charged at the next renewal"))
  }

  @Test func eu01PricesIncludeTax() {
    let base = StorefrontSnapshots.paywall("DEU")
    #expect(base.storefrontResult("EU-01").verdict == .pass)
    for qualifier in ["59,99 € zzgl. MwSt.", "Prix : 59,99 € HT", "$59.99 + VAT"] {
      let note = ElementSnapshot(role: .message, text: qualifier, row: 21, column: 0, width: qualifier.count)
      let result = base.adding(note).storefrontResult("EU-01")
      #expect(result.verdict == .fail && result.offending.map(\.text) == [qualifier], "\(qualifier)")
    }
    let harmless = ElementSnapshot(role: .message, text: "Hochwertige Themen", row: 21, column: 0, width: 18)
    #expect(base.adding(harmless).storefrontResult("EU-01").verdict == .pass)
    let noPrices = base.removing { _ in true }
    #expect(noPrices.storefrontResult("EU-01").verdict == .notApplicable)
  }

  @Test func ar27AsksTheStorefrontsLinkOutPolicy() {
    let link = ElementSnapshot(
      role: .link, text: "1 Cheaper on our website", row: 23, column: 0, width: 24,
      url: "https://example.com/checkout", key: "1", osc8: true, meaning: .otherLink)
    #expect(StorefrontRegion.linkOut(country: "USA") == .allowed)
    var usa = Baseline.snapshot.adding(link)
    #expect(usa.result("AR-27").verdict == .pass)
    for country in ["JPN", "DEU"] {
      usa.storefront.country = country
      let result = usa.result("AR-27")
      #expect(result.verdict == .fail && result.explanation.contains("only under Apple's"), "\(country)")
    }
    usa.storefront.country = "KOR"
    #expect(usa.result("AR-27").verdict == .fail)
  }
}
