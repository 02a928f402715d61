import Catalog
import Paywall
import ScreenGeometry
import Testing

@testable import TerminalUI

/// Issue 16: a one-year plan also sold monthly with a 12-month commitment says so on the paywall,
/// the monthly price beside the commitment's total, in English (GBR), Arabic (mirrored, visual
/// order) and Japanese; not in the United States, where Apple sells none; and AR-32 fails a screen
/// that shows the monthly price without the total.
@Suite struct CommitmentDisclosureScreenTests {
  static let linter = PaywallLinter(catalog: PaywallFixture.catalog)
  static let yearly = "com.example.pro.yearly"

  static func frame(_ storefront: String, _ language: String, _ size: ScreenSize) throws -> PaywallFrame {
    try linter.frame(
      PaywallLinter.Case(
        paywallID: "default", storefrontID: storefront, language: LanguageTag(language), size: size, customer: .new))
  }

  @Test(arguments: [
    ("GBR", "en", "£5.49/month", "£65.88"), ("SAU", "ar", "19.99", "239.88"), ("JPN", "ja", "¥800/月", "¥9,600"),
  ])
  func theMonthlyPriceIsShownWithTheTotal(storefront: String, language: String, monthly: String, total: String)
    throws
  {
    let frame = try Self.frame(storefront, language, ScreenSize(columns: 80, rows: 24))
    let terms = frame.snapshot.elements(.commitmentTerms, plan: Self.yearly)
    let text = terms.map(\.text).joined(separator: " ")
    #expect(!terms.isEmpty, "\(frame.grid.text)")
    if language != "ar" {
      #expect(text.contains(monthly) && text.contains(total), "\(text)")
    } else {
      // Arabic digits in Saudi Arabia's price format; the amounts are the same.
      let plan = try #require(frame.snapshot.plans.first { $0.id == Self.yearly }?.commitment)
      #expect(text.contains(plan.monthlyDisplayPrice) && text.contains(plan.totalDisplayPrice), "\(text)")
    }
    // Drawn where the element says (in visual order in Arabic, where its words read reversed).
    let first = try #require(terms.first)
    let drawn = language == "ar" ? String("مع التزام".reversed()) : first.text
    #expect(frame.grid.rowText(first.row).contains(drawn), "\(frame.grid.rowText(first.row))")
    let report = ReviewRules.check(frame.snapshot)
    let rule = try #require(report.results.first { $0.ruleID == "AR-32" })
    #expect(rule.verdict == .pass, "\(rule.explanation)")
    #expect(report.rejectFailures.isEmpty, "\(report.rejectFailures)")
  }

  @Test func notInTheUnitedStates() throws {
    let frame = try Self.frame("USA", "en", ScreenSize(columns: 80, rows: 24))
    #expect(frame.snapshot.elements(.commitmentTerms).isEmpty)
    #expect(ReviewRules.check(frame.snapshot).results.first { $0.ruleID == "AR-32" }?.verdict == .notApplicable)
  }

  @Test func aSmallScreenLeavesTheWholeOptionOutBeforeTheDisclosure() throws {
    let frame = try Self.frame("GBR", "fr", ScreenSize(columns: 60, rows: 20))
    let report = ReviewRules.check(frame.snapshot)
    #expect(report.results.first { $0.ruleID == "AR-11" }?.verdict == .pass)
    #expect(report.results.first { $0.ruleID == "AR-32" }?.verdict != .fail)
  }

  @Test func theMonthlyPriceWithoutTheTotalFails() throws {
    let frame = try Self.frame("GBR", "en", ScreenSize(columns: 80, rows: 24))
    var cut = frame.snapshot
    for index in cut.elements.indices where cut.elements[index].role == .commitmentTerms {
      cut.elements[index].text = "or £5.49/month"
    }
    let result = try #require(ReviewRules.check(cut).results.first { $0.ruleID == "AR-32" })
    #expect(result.verdict == .fail)
    #expect(result.explanation.contains("without the commitment's total £65.88"), "\(result.explanation)")
    // The monthly price anywhere else, without the total on its row, fails too.
    var stray = frame.snapshot
    stray.elements.removeAll { $0.role == .commitmentTerms }
    var element = try #require(stray.elements.first { $0.role == .benefit })
    element.text = "Only £5.49 a month!"
    element.row = 3
    stray.elements.append(element)
    let strayResult = try #require(ReviewRules.check(stray).results.first { $0.ruleID == "AR-32" })
    #expect(strayResult.verdict == .fail, "\(strayResult.explanation)")
  }
}
