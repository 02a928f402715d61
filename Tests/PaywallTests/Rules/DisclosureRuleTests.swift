import Catalog
import Foundation
import Paywall
import Testing
import ScreenGeometry

/// AR-01 … AR-11 on the baseline and on one broken copy each.
struct DisclosureRuleTests {
  let base = Baseline.snapshot

  @Test func ar01SubTitle() {
    #expect(base.result("AR-01").verdict == .pass)
    let broken = base.editing(.title, plan: Baseline.monthly) { $0.text = "  " }
    let result = broken.result("AR-01")
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains(Baseline.monthly))
    #expect(result.offending.contains { $0.role == .billedPrice && $0.planID == Baseline.monthly })
  }

  @Test func ar02SubLength() {
    #expect(base.result("AR-02").verdict == .pass)
    let wrong = base.editing(.period, plan: Baseline.monthly) { $0.unit = .week }.result("AR-02")
    #expect(wrong.verdict == .fail)
    #expect(wrong.offending.map(\.text) == ["/month"])
    let missing = base.removing { $0.role == .period && $0.planID == Baseline.yearly }.result("AR-02")
    #expect(missing.verdict == .fail && missing.explanation.contains(Baseline.yearly))
  }

  @Test func ar03BilledPriceShown() {
    #expect(base.result("AR-03").verdict == .pass)
    let result = base.editing(.billedPrice, plan: Baseline.premium) { $0.text = "$2.99 " }.result("AR-03")
    #expect(result.verdict == .fail)
    #expect(result.offending.map(\.planID) == [Baseline.premium])
  }

  @Test func ar06BenefitsDescribed() {
    #expect(base.result("AR-06").verdict == .pass)
    let result = base.removing { $0.role == .benefit && $0.meaning != .quantity }.result("AR-06")
    #expect(result.verdict == .fail)
    #expect(Set(result.offending.compactMap(\.planID)) == [Baseline.yearly, Baseline.monthly, Baseline.premium])
  }

  @Test func ar07TermsLink() {
    #expect(base.result("AR-07").verdict == .pass)
    let missing = base.removing { $0.url?.contains("terms") == true }.result("AR-07")
    #expect(missing.verdict == .fail && missing.offending.isEmpty)
    let http = base.editing(.link) { if $0.meaning == .termsOfUse { $0.url = "http://example.com/tos" } }
    let result = http.result("AR-07")
    #expect(result.verdict == .fail && result.offending.map(\.key) == ["T"])
  }

  @Test func ar07IsNotApplicableWithoutSubscriptions() {
    var snapshot = base
    snapshot.plans.removeAll { $0.type == .autoRenewable }
    #expect(snapshot.result("AR-07").verdict == .notApplicable)
  }

  @Test func ar08PrivacyLinkByURLTokenNotLabel() {
    #expect(base.result("AR-08").verdict == .pass)
    let relabelled = base.editing(.link) { $0.meaning = .otherLink }
    #expect(relabelled.result("AR-08").verdict == .pass)
    let result = base.removing { $0.meaning == .privacyPolicy }.result("AR-08")
    #expect(result.verdict == .fail)
  }

  @Test func ar09LinkActionable() {
    #expect(base.result("AR-09").verdict == .pass)
    let noOSC8 = base.editing(.link) { if $0.key == "P" { $0.osc8 = false } }.result("AR-09")
    #expect(noOSC8.verdict == .fail && noOSC8.offending.map(\.key) == ["P"])
    let injected = base.editing(.link) { if $0.key == "T" { $0.url = "https://example.com/terms\u{1B}]8;;x" } }
    #expect(injected.result("AR-09").offending.map(\.key) == ["T"])
    let keyless = base.editing(.link) { $0.key = nil }.result("AR-09")
    #expect(keyless.verdict == .fail && keyless.offending.count == 2)
  }

  @Test func ar09UrlShownOnScreenNeedsNoKey() {
    let shown = base.editing(.link) {
      $0.key = nil
      $0.text = $0.url ?? ""
      $0.column = 0
      $0.row = $0.meaning == .termsOfUse ? 21 : 22
    }
    #expect(shown.result("AR-09").verdict == .pass)
    #expect(base.removing { $0.role == .link }.result("AR-09").verdict == .notApplicable)
  }

  @Test func ar10DisclosureAboveFold() {
    #expect(base.result("AR-10").verdict == .pass)
    var small = base
    small.screen = ScreenSize(columns: 80, rows: 20)
    let result = small.result("AR-10")
    #expect(result.verdict == .fail)
    #expect(Set(result.offending.map(\.role)) == [.link, .restore, .autoRenew])
  }

  @Test func ar11AutoRenewDisclosure() {
    #expect(base.result("AR-11").verdict == .pass)
    let missing = base.removing { $0.role == .autoRenew }.result("AR-11")
    #expect(missing.verdict == .fail && missing.offending.isEmpty)
    let vague = base.editing(.autoRenew) { $0.text = "Subscriptions renew." }.result("AR-11")
    #expect(vague.verdict == .fail && vague.offending.count == 2)
  }

  @Test func ar11ChecksGermanWords() {
    var german = base.editing(.autoRenew) {
      $0.text = "Das Abo verlängert sich automatisch, kündbar in den Accounteinstellungen."
    }
    german.language = LanguageTag("de")
    #expect(german.result("AR-11").verdict == .pass)
    german.language = LanguageTag("fr")
    #expect(german.result("AR-11").verdict == .fail)
  }
}
