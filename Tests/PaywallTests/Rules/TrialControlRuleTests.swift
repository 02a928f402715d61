import Catalog
import Foundation
import Paywall
import Testing

/// AR-12 … AR-19 and AR-25 … AR-30.
struct TrialControlRuleTests {
  let base = Baseline.snapshot

  @Test func ar12TrialTermsComplete() {
    #expect(base.result("AR-12").verdict == .pass)
    let short = base.editing(.trialTerms) { $0.text = "Try it free!" }.removing { $0.role == .billedPrice }
    let result = short.result("AR-12")
    #expect(result.verdict == .fail && result.offending.map(\.role) == [.trialTerms])
    #expect(base.removing { $0.role == .trialTerms }.result("AR-12").verdict == .notApplicable)
  }

  @Test func ar13TrialEligibility() {
    #expect(base.result("AR-13").verdict == .pass)
    var used = base
    used.customer.introUsedGroups = ["pro"]
    let result = used.result("AR-13")
    #expect(result.verdict == .fail)
    #expect(Set(result.offending.map(\.role)) == [.trialTerms, .callToAction])
    var active = base
    active.customer.activeSubscriptions = [Baseline.monthly]
    #expect(active.result("AR-13").verdict == .fail)
  }

  @Test func ar13TrialWordsInHeadlineForIneligibleCustomer() {
    var used = base.removing { $0.role == .trialTerms }.editing(.callToAction) { $0.text = "[1] Subscribe" }
    used.customer.introUsedGroups = ["pro"]
    #expect(used.result("AR-13").verdict == .pass)
    let headline = used.editing(.headline) { $0.text = "Try it FREE" }.result("AR-13")
    #expect(headline.verdict == .fail && headline.offending.map(\.role) == [.headline])
  }

  @Test func ar14TrialNotBehindToggle() {
    #expect(base.result("AR-14").verdict == .pass)
    let toggle = ElementSnapshot(role: .toggle, text: "[x] Free trial enabled", row: 9, column: 2, width: 22)
    let result = base.adding(toggle).result("AR-14")
    #expect(result.verdict == .fail && result.offending == [toggle])
  }

  @Test func ar15TrialCTAHonest() {
    #expect(base.result("AR-15").verdict == .pass)
    var used = base
    used.customer.introUsedGroups = ["pro"]
    let ineligible = used.result("AR-15")
    #expect(ineligible.verdict == .fail && ineligible.offending.map(\.role) == [.callToAction])
    let loud = base.editing(.callToAction, plan: Baseline.yearly) { $0.style = ElementStyle(standout: true) }
    #expect(loud.result("AR-15").offending.map(\.role) == [.callToAction])
    let far = base.editing(.callToAction, plan: Baseline.yearly) { $0.row = 9 }
    #expect(far.result("AR-15").verdict == .fail)
  }

  @Test func ar16RestorePresent() {
    #expect(base.result("AR-16").verdict == .pass)
    let missing = base.removing { $0.role == .restore }.result("AR-16")
    #expect(missing.verdict == .fail && missing.offending.isEmpty)
    let keyless = base.editing(.restore) { $0.key = "Q" }.result("AR-16")
    #expect(keyless.verdict == .fail && keyless.offending.map(\.role) == [.restore])
    var coinsOnly = base.removing { $0.role == .restore }
    coinsOnly.plans.removeAll { $0.type != .consumable }
    #expect(coinsOnly.result("AR-16").verdict == .notApplicable)
  }

  @Test func ar17RestoreFeedback() {
    #expect(base.result("AR-17").verdict == .notApplicable)
    var restored = base.adding(
      ElementSnapshot(role: .message, text: "Restored: Premium", row: 21, column: 0, width: 17, meaning: .restored))
    restored.customer.restoreResult = .restored([Baseline.premium])
    #expect(restored.result("AR-17").verdict == .pass)
    restored.customer.restoreResult = .nothingToRestore
    let lie = restored.result("AR-17")
    #expect(lie.verdict == .fail && lie.offending.map(\.meaning) == [.restored])
  }

  @Test func ar18PaymentsDisabledState() {
    #expect(base.result("AR-18").verdict == .notApplicable)
    var disabled = base
    disabled.customer.canMakePayments = false
    let result = disabled.result("AR-18")
    #expect(result.verdict == .fail && result.offending.count == 4)
    var honest = disabled.editing(.callToAction) { $0.meaning = .disabled }
    honest = honest.adding(
      ElementSnapshot(
        role: .message, text: "Purchases are not allowed on this account", row: 21, column: 0, width: 41,
        meaning: .paymentsDisabled))
    #expect(honest.result("AR-18").verdict == .pass)
  }

  @Test func ar19NoDuplicateSubscription() {
    #expect(base.result("AR-19").verdict == .pass)
    var active = base
    active.customer.activeSubscriptions = [Baseline.monthly]
    let result = active.result("AR-19")
    #expect(result.verdict == .fail)
    #expect(result.offending.contains { $0.role == .callToAction && $0.planID == Baseline.monthly })
    var twoGroups = base
    twoGroups.plans[1].groupID = "other"
    #expect(twoGroups.result("AR-19").verdict == .fail)
  }

  @Test func ar19LabelledCurrentAndCrossgrade() {
    var active = base.editing(.callToAction, plan: Baseline.monthly) { $0.meaning = .disabled }
    active = active.adding(
      ElementSnapshot(
        planID: Baseline.monthly, role: .planLabel, text: "Current plan", row: 10, column: 30, width: 12,
        meaning: .currentPlan))
    active = active.adding(
      ElementSnapshot(
        planID: Baseline.yearly, role: .planLabel, text: "Switch", row: 5, column: 60, width: 6, meaning: .crossgrade))
    active.customer.activeSubscriptions = [Baseline.monthly]
    #expect(active.result("AR-19").verdict == .pass, "\(active.result("AR-19").explanation)")
  }

  @Test func ar25ConsumableCredits() {
    #expect(base.result("AR-25").verdict == .pass)
    let expiring = base.editing(.benefit, plan: Baseline.coins) { $0.text = "100 coins, expire in 30 days" }
    #expect(expiring.result("AR-25").offending.map(\.meaning) == [.quantity])
    let hidden = base.removing { $0.meaning == .quantity }.result("AR-25")
    #expect(hidden.verdict == .fail && hidden.explanation.contains(Baseline.coins))
  }

  @Test func ar26NonSubTrialForm() {
    #expect(base.result("AR-26").verdict == .notApplicable)
    var trial = base
    trial.plans.append(
      PlanSnapshot(id: "trial", type: .nonConsumable, title: "Free Pro", price: 0, storeDisplayPrice: "$0.00"))
    let element = ElementSnapshot(planID: "trial", role: .title, text: "Free Pro", row: 9, column: 40, width: 8)
    trial = trial.adding(element)
    #expect(trial.result("AR-26").verdict == .fail)
    trial.plans[4].title = "14-day Trial"
    trial = trial.adding(
      ElementSnapshot(planID: "trial", role: .trialTerms, text: "14 days, then $2.99", row: 9, column: 50, width: 19))
    trial = trial.adding(
      ElementSnapshot(planID: "trial", role: .benefit, text: "Themes lock after", row: 13, column: 40, width: 17))
    #expect(trial.result("AR-26").verdict == .pass, "\(trial.result("AR-26").explanation)")
  }

  @Test func ar27NoExternalPurchaseLink() {
    let link = ElementSnapshot(
      role: .link, text: "Cheaper on our website", row: 21, column: 0, width: 22,
      url: "https://example.com/iaptutorial/checkout", key: "1", osc8: true, meaning: .otherLink)
    let withLink = base.adding(link)
    #expect(withLink.result("AR-27").verdict == .pass)
    var german = withLink
    german.storefront = StorefrontContext(country: "DEU", currency: "EUR", locale: "de_DE")
    let result = german.result("AR-27")
    #expect(result.verdict == .fail && result.offending == [link])
  }

  @Test func ar28NoRepeatedExitOffer() {
    #expect(base.result("AR-28").verdict == .pass)
    var nagging = base
    nagging.exitOffersShown = 2
    #expect(nagging.result("AR-28").verdict == .fail)
  }

  @Test func ar29ListingEULAPrivacy() {
    #expect(base.result("AR-29").verdict == .notApplicable)
    var listed = base
    listed.listing = Listing(description: "Pro for everyone.", privacyPolicyURL: "https://example.com/privacy")
    #expect(listed.result("AR-29").verdict == .fail)
    listed.listing?.description += " Terms: https://www.apple.com/legal/internet-services/itunes/dev/stdeula/"
    #expect(listed.result("AR-29").verdict == .pass)
  }

  @Test func ar30DismissAvailable() {
    #expect(base.result("AR-30").verdict == .pass)
    var late = base
    late.close?.delaySeconds = 5
    let result = late.result("AR-30")
    #expect(result.verdict == .fail && result.offending.map(\.role) == [.close])
    var glyph = base
    glyph.close?.label = "×"
    #expect(glyph.result("AR-30").verdict == .fail)
    var hard = base
    hard.close = nil
    #expect(hard.result("AR-30").verdict == .notApplicable)
  }
}
