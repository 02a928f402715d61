import Catalog
import Foundation
import Paywall
import TerminalUI
import Testing
import ScreenGeometry

/// The review pack's screens come from the app's renderers and reducer, and say what each step shows.
struct ReviewPackTests {
  static func pack(_ paywall: String = "default", _ storefront: String = "USA", _ language: String = "en")
    throws -> ReviewPack
  {
    try ReviewPack(
      catalog: PaywallFixture.catalog, paywallID: paywall, storefrontID: storefront, language: LanguageTag(language),
      size: ScreenSize(columns: 80, rows: 24))
  }

  /// The screen of `step` in `pack`.
  static func screen(_ step: ReviewStep, in pack: ReviewPack) throws -> ReviewPackScreen {
    try #require(pack.screens.first { $0.step == step })
  }

  /// The verdict of rule `id` in `report`.
  static func verdict(_ id: String, _ report: ReviewReport) -> RuleVerdict? {
    report.results.first { $0.ruleID == id }?.verdict
  }

  @Test func theStepsComeInTheReviewersOrderWithNumberedImages() throws {
    let pack = try Self.pack()
    #expect(pack.screens.map(\.step) == ReviewStep.allCases)
    #expect(
      pack.screens.enumerated().map { ReviewPack.imageName($0.offset, $0.element.step) } == [
        "01-fresh-account.svg", "02-trial-used.svg", "03-restore-nothing.svg", "04-ask-to-buy.svg",
        "05-failed-purchase.svg",
      ])
    #expect(pack.screens.allSatisfy { $0.report.results.count >= ReviewRules.all.count })
  }

  @Test func thePaywallStepsAreTheFramesLintChecks() throws {
    let pack = try Self.pack("deceptive", "DEU", "de")
    let linter = PaywallLinter(catalog: PaywallFixture.catalog)
    for (step, customer) in [(ReviewStep.freshAccount, LintCustomer.new), (.trialUsed, .introUsed)] {
      let lintCase = try #require(
        linter.cases(
          paywalls: ["deceptive"], storefronts: ["DEU"], languages: [LanguageTag("de")],
          sizes: [ScreenSize(columns: 80, rows: 24)], customers: [customer]
        ).first)
      let screen = try Self.screen(step, in: pack)
      #expect(screen.grid == (try linter.frame(lintCase)).grid)
      #expect(screen.report == (try linter.check(lintCase)))
    }
    let trialUsed = try Self.screen(.trialUsed, in: pack)
    #expect(Self.verdict("AR-13", trialUsed.report) == .fail)
    #expect(!trialUsed.highlights.isEmpty)
  }

  @Test func theStorefrontsRulesAreCheckedAndOnlyThisFramesRegionsOutlined() throws {
    let pack = try Self.pack("deceptive", "JPN", "ja")
    let linter = PaywallLinter(catalog: PaywallFixture.catalog)
    let lintCase = try #require(
      linter.cases(
        paywalls: ["deceptive"], storefronts: ["JPN"], languages: [LanguageTag("ja")],
        sizes: [ScreenSize(columns: 80, rows: 24)], customers: [.new]
      ).first)
    let fresh = try Self.screen(.freshAccount, in: pack)
    // The purchase-sheet rules are listed as lint reports them ...
    #expect(fresh.report.results.contains { $0.ruleID.hasPrefix("JP-") })
    // ... but the outlines are the paywall frame's own: its App Review and storefront paywall rules.
    let drawn = FrameRules.check(try linter.frame(lintCase).snapshot)
    #expect(!drawn.results.contains { $0.ruleID.hasPrefix("JP-") })
    #expect(fresh.highlights == FrameHighlight.failures(of: drawn))
    let korea = try Self.pack("deceptive", "KOR", "en")
    for screen in korea.screens {
      #expect(screen.report.results.contains { $0.ruleID == "KR-01" }, "\(screen.step)")
    }
  }

  @Test func restoreWithNothingToRestoreIsSaidOnThePaywallAndAR17ReadsIt() throws {
    let pack = try Self.pack()
    let fresh = try Self.screen(.freshAccount, in: pack)
    let restore = try Self.screen(.restoreNothing, in: pack)
    #expect(restore.grid.text.contains("No purchases to restore"))
    #expect(!fresh.grid.text.contains("No purchases to restore"))
    #expect(Self.verdict("AR-17", restore.report) == .pass)
    #expect(Self.verdict("AR-17", fresh.report) == .notApplicable)
    #expect(restore.report.failures.isEmpty)
  }

  @Test func askToBuyShowsThePurchaseWaitingForApprovalAboveTheFooter() throws {
    let pack = try Self.pack()
    let screen = try Self.screen(.askToBuy, in: pack)
    #expect(screen.grid.rowText(22) == " Waiting for approval (Ask to Buy): Pro Yearly")
    #expect(screen.grid.rowText(0).contains("0 coins"))
    #expect(screen.action.contains("Pro Yearly"))
    #expect(screen.report.failures.isEmpty)
  }

  @Test func aFailedPurchaseSaysWhyInRed() throws {
    let pack = try Self.pack()
    let screen = try Self.screen(.failedPurchase, in: pack)
    #expect(screen.grid.rowText(22) == " Purchase failed: the network connection failed")
    #expect(screen.grid[1, 22].style == CellStyle([.bold], foreground: .red))
  }

  @Test func theStepsSpeakTheScreensLanguage() throws {
    let pack = try Self.pack("default", "JPN", "ja")
    let english = try Self.pack()
    for step in [ReviewStep.restoreNothing, .askToBuy, .failedPurchase] {
      #expect(try Self.screen(step, in: pack).grid.text != Self.screen(step, in: english).grid.text)
    }
    #expect(try Self.screen(.askToBuy, in: pack).action.contains("Pro 年額プラン"))
  }

  @Test func everyScreenOfTheDeceptivePaywallIsOutlinedAndNoneOfTheDefault() throws {
    #expect(try Self.pack("deceptive").screens.allSatisfy { !$0.highlights.isEmpty })
    #expect(try Self.pack().screens.allSatisfy { $0.highlights.isEmpty })
  }

  @Test func thePageShowsEveryScreenAndIsWellFormedAndTheSameEachTime() throws {
    let pack = try Self.pack("deceptive")
    let html = ReviewPackPage.html(pack)
    #expect(html == ReviewPackPage.html(try Self.pack("deceptive")))
    #expect(XMLCheck.problem(html) == nil)
    for (index, screen) in pack.screens.enumerated() {
      #expect(html.contains("<img src=\"\(ReviewPack.imageName(index, screen.step))\""))
      #expect(html.contains("<section id=\"\(screen.step.rawValue)\">"))
      #expect(html.contains("<h2>\(index + 1). \(screen.step.title.replacingOccurrences(of: "'", with: "&#39;"))</h2>"))
    }
    #expect(html.contains("<tr class=\"fail\"><td class=\"verdict\">fail</td><td>reject</td><td><code>AR-07</code>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
  }
}
