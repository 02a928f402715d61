import Catalog
import Localization
import Paywall
import TerminalUI
import Testing
import ScreenGeometry

/// The storefront rules on real rendered frames: the default paywall and its purchase sheets pass
/// every storefront rule (and the rules are judged, not skipped); a rendered frame breaking each
/// rule fails it.
struct StorefrontLintTests {
  let linter = PaywallLinter(catalog: PaywallFixture.catalog)

  /// The lint case of the default paywall for a new customer at 80x24 (or `size`).
  func lintCase(
    _ storefront: String, _ language: String, paywall: String = "default", customer: LintCustomer = .new,
    size: ScreenSize = ScreenSize(columns: 80, rows: 24)
  ) -> PaywallLinter.Case {
    linter.cases(
      paywalls: [paywall], storefronts: [storefront], languages: [LanguageTag(language)], sizes: [size],
      customers: [customer])[0]
  }

  /// The verdicts of `ids` in `report`.
  func verdicts(_ report: ReviewReport, _ ids: [String]) -> [RuleVerdict] {
    ids.map { id in report.results.first { $0.ruleID == id }?.verdict ?? .notApplicable }
  }

  @Test(arguments: [("KOR", ["KR-01", "KR-02", "KR-03"]), ("JPN", ["JP-01", "JP-02"]), ("DEU", ["EU-01"])])
  func theDefaultPaywallPassesItsStorefrontsRulesInEveryLanguageAndSize(storefront: String, ids: [String]) throws {
    for language in PaywallFixture.catalog.languages {
      for size in PaywallLinter.defaultSizes {
        let report = try linter.check(lintCase(storefront, language.identifier, size: size))
        #expect(verdicts(report, ids) == ids.map { _ in .pass }, "\(storefront) \(language) \(size)")
      }
    }
  }

  @Test func theDefaultPaywallFailsNoStorefrontRuleForAnyCustomer() throws {
    let failures = try linter.failures(linter.cases(paywalls: ["default", "shop"])).filter {
      !$0.result.ruleID.hasPrefix("AR-")
    }
    #expect(failures.isEmpty, "\(failures.prefix(3).map { "\($0.lintCase) \($0.result.explanation)" })")
  }

  @Test func theKoreanPaywallDrawsItsCloseControlAsABoldButton() throws {
    let frame = try linter.frame(lintCase("KOR", "en"))
    let close = try #require(frame.snapshot.elements(.close).first)
    #expect(close.text == "[ Esc Not now ]" && close.style.bold && !close.style.dim)
    let usa = try #require(try linter.frame(lintCase("USA", "en")).snapshot.elements(.close).first)
    #expect(usa.text == "Esc Not now" && usa.style.dim)
  }

  @Test func kr01FailsARenderedPaywallThatLeavesTaxOut() throws {
    for storefront in ["KOR", "FRA"] {
      var model = try linter.model(lintCase(storefront, "en"))
      model.subtitle = "All prices excl. VAT."
      let snapshot = PaywallScreen.render(
        model, state: PaywallViewState(model: model), size: ScreenSize(columns: 80, rows: 24)
      ).snapshot
      let result = StorefrontRules.check(snapshot).failures
      #expect(result.map(\.ruleID) == [storefront == "KOR" ? "KR-01" : "EU-01"], "\(storefront)")
      #expect(result.first?.offending.map(\.text) == ["All prices excl. VAT."])
    }
  }

  @Test func kr02FailsTheDeceptivePaywallsDelayedClose() throws {
    let report = try linter.check(lintCase("KOR", "de", paywall: "deceptive"))
    let result = try #require(report.results.first { $0.ruleID == "KR-02" })
    #expect(result.verdict == .fail && result.explanation.contains("(it appears after 5 s)"))
  }

  @Test func kr03FailsARenderedSheetWithoutTheConsentNotice() throws {
    let model = try linter.model(lintCase("JPN", "en"))
    var sheet = linter.sheetFrame(model, planID: "com.example.pro.yearly", size: ScreenSize(columns: 60, rows: 20))
      .snapshot
    #expect(StorefrontRules.check(sheet).failures.isEmpty)
    sheet.storefront.country = "KOR"
    let failed = StorefrontRules.check(sheet).failures
    #expect(failed.map(\.ruleID) == ["KR-03"])
    #expect(failed.first?.explanation.contains("offers \"1 week free, then ¥9,000/year\"") == true)
  }

  @Test func jp01FailsARenderedSheetThatHidesTheLaterPrice() throws {
    var model = try linter.model(lintCase("JPN", "ja"))
    let yearly = try #require(model.cards.firstIndex { $0.planID == "com.example.pro.yearly" })
    model.cards[yearly].trialTerms = "1週間無料"
    let sheet = linter.sheetFrame(model, planID: "com.example.pro.yearly", size: ScreenSize(columns: 80, rows: 24))
    let failed = StorefrontRules.check(sheet.snapshot).failures
    #expect(failed.map(\.ruleID) == ["JP-01"])
    #expect(failed.first?.explanation.contains("the price after the trial \"¥9,000\"") == true)
  }

  @Test func jp02FailsTheDeceptiveSheetForACustomerWithoutTrial() throws {
    let report = try linter.check(lintCase("JPN", "ja", paywall: "deceptive", customer: .introUsed))
    let result = try #require(report.results.first { $0.ruleID == "JP-02" })
    #expect(result.verdict == .fail)
    #expect(Set(result.offending.compactMap(\.meaning)) == [.chargedAfterTrial])
    #expect(result.offending.contains { $0.role == .trialTerms })
  }

  @Test(arguments: ["JPN", "KOR"], ["en", "ar", "fr", "hi", "tr", "de", "ja", "pt-BR"])
  func everyLineOfTheSheetIsShownWholeAt60x20(storefront: String, language: String) throws {
    let size = ScreenSize(columns: 60, rows: 20)
    let model = try linter.model(lintCase(storefront, language))
    let keys = model.uiText.translations(.screenConfirmKeys)
    for card in model.cards where card.isPurchasable {
      let sheet = linter.sheetFrame(model, planID: card.planID, size: size).snapshot
      // The last line, the keys to confirm or cancel, is still drawn: nothing was cut from the bottom.
      #expect(sheet.rows.contains { $0.contains(keys) }, "\(card.planID)")
      for element in sheet.elements {
        #expect(element.row + element.height <= size.rows - 2, "\(card.planID) \(element.role)")
        #expect(!element.text.hasSuffix("…"), "\(card.planID) \(element.text)")
        #expect(element.column + element.width <= 56, "\(card.planID) \(element.text)")
      }
    }
  }
}
