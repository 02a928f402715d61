import Localization
import Paywall
import Testing

@testable import TerminalUI

/// Issue 12: the App Review overlay listed rules by English slugs with English verdicts and
/// explanations on every screen; each rule's title and summary are in every catalog now.
struct ReviewOverlayWordsTests {
  static let languages = Translations.languages

  @Test(arguments: languages)
  func everyRuleHasItsTitleAndSummary(language: String) {
    let words = Translations.forLanguage(language)
    let english = Translations.forLanguage("en")
    for rule in ReviewRules.all {
      #expect(words.rule(rule.id, .title)?.isEmpty == false, "\(language) \(rule.id) title")
      #expect(words.rule(rule.id, .summary)?.isEmpty == false, "\(language) \(rule.id) summary")
      if language != "en" {
        #expect(words.rule(rule.id, .summary) != english.rule(rule.id, .summary), "\(language) \(rule.id)")
      }
    }
    // The English summary is the one the lint report's SARIF gives the rule.
    for rule in ReviewRules.all { #expect(english.rule(rule.id, .summary) == rule.summary, "\(rule.id)") }
  }

  @Test func theOverlayListsRulesInTheReadersWords() {
    var state = LocalizedScreenTests.state("ja", "JPN", columns: 80, rows: 24)
    AppFixture.press(.char("V"), on: &state)
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(text.contains("合格"), "\(text)")
    let japanese = Translations.forLanguage("ja")
    #expect(text.contains(japanese.rule("AR-01", .title)!), "\(text)")
    #expect(!text.contains("sub-title"))
    // The chosen rule's sentence under the list, then the report's evidence.
    #expect(text.contains(String(japanese.rule("AR-01", .summary)!.prefix(10))), "\(text)")
  }

  @Test func aLineLinesUpVerdictSeverityAndID() {
    let arabic = Translations.forLanguage("ar")
    let results = [
      RuleResult(ruleID: "AR-01", name: "sub-title", severity: .reject, verdict: .pass, explanation: ""),
      RuleResult(ruleID: "AR-04", name: "billed", severity: .risk, verdict: .fail, explanation: ""),
      RuleResult(ruleID: "AR-30", name: "x", severity: .info, verdict: .notApplicable, explanation: ""),
    ]
    let lines = results.map { ReviewPanel.line($0, arabic) }
    let idColumns = lines.map { DisplayWidth.of(String($0[..<$0.range(of: "AR-")!.lowerBound])) }
    #expect(Set(idColumns).count == 1, "\(lines)")
    #expect(lines.allSatisfy { $0.contains("  AR-") })
  }
}

/// The overlay's evidence row was the lint report's English sentence in every language, and in Arabic
/// its quoted Arabic text was turned around inside English (walkthrough of issue 12).
struct ReviewOverlayEvidenceTests {
  static let failure = RuleResult(
    ruleID: "AR-10", name: "disclosure-above-fold", severity: .reject, verdict: .fail,
    explanation: "cut: \"Renews at $59.99/year until cancelled\"",
    offending: [
      ElementSnapshot(role: .autoRenew, text: "يتجدد بسعر ٥٩٫٩٩ $\nحتى الإلغاء", row: 14, column: 2, width: 40)
    ])

  @Test func anEnglishReaderGetsTheReportsSentence() {
    let rows = ReviewPanel.explanation(of: Self.failure, rows: 2, width: 76, .forLanguage("en"))
    let summary = ReviewRules.all.first { $0.id == "AR-10" }!.summary
    #expect(rows == ReviewPanel.wrapped(summary, width: 76, rows: 1) + [Self.failure.explanation])
    #expect(rows[0].hasSuffix("…") && summary.hasPrefix(rows[0].dropLast()))
  }

  @Test(arguments: ["ar", "de", "fr", "hi", "ja", "pt-BR", "tr"])
  func anyOtherReaderGetsTheScreensWordsQuotedInTheirLanguage(language: String) {
    let words = Translations.forLanguage(language)
    let rows = ReviewPanel.explanation(of: Self.failure, rows: 2, width: 76, words)
    #expect(rows.count == 2)
    #expect(rows[0] == ReviewPanel.wrapped(words.rule("AR-10", .summary)!, width: 76, rows: 1)[0])
    #expect(rows[1] == words(.screenReviewEvidence, words(.screenQuoted, "يتجدد بسعر ٥٩٫٩٩ $")))
    #expect(!rows.joined().contains("cut:"))
  }

  @Test func aRuleThatQuotesNothingWrapsItsSentenceOverTheRows() {
    let passing = RuleResult(ruleID: "AR-10", name: "x", severity: .reject, verdict: .pass, explanation: "every fits")
    let japanese = Translations.forLanguage("ja")
    let rows = ReviewPanel.explanation(of: passing, rows: 2, width: 30, japanese)
    #expect(rows.count == 2 && rows.allSatisfy { DisplayWidth.of($0) <= 30 })
    #expect(rows.joined().hasPrefix(String(japanese.rule("AR-10", .summary)!.prefix(20))))
  }
}

/// Issue 12 (second walkthrough): at 60x20 the overlay cut rule sentences mid-word (French AR-07,
/// Japanese AR-05), ran titles into the box's side and, in Japanese, lost the n/a count.
struct ReviewOverlayNarrowTests {
  static func overlay(_ language: String, _ storefront: String) -> CellGrid {
    var state = LocalizedScreenTests.state(language, storefront, columns: 60, rows: 20)
    AppFixture.press(.char("V"), on: &state)
    return AppScreen.render(state, environment: AppFixture.environment).grid
  }

  /// The rows inside the box, between its sides.
  static func boxRows(_ grid: CellGrid) -> [String] {
    let text = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return text.filter { $0.hasPrefix("│") }
  }

  @Test(arguments: Translations.languages)
  func everyRowKeepsACellBeforeTheBoxsSide(language: String) {
    let rows = Self.boxRows(Self.overlay(language, "USA"))
    #expect(!rows.isEmpty)
    for row in rows {
      #expect(row.hasSuffix(" │"), "\(language): \(row)")
    }
  }

  @Test func japaneseAt60ColumnsKeepsEveryCountInTheTitle() {
    let grid = Self.overlay("ja", "JPN")
    let title = grid.text.split(separator: "\n").first { $0.hasPrefix("┌") } ?? ""
    #expect(title.contains("対象外 ５") || title.contains("対象外 5"), "\(title)")
    #expect(!title.contains("…"), "\(title)")
  }

  @Test func aLongSentenceIsWrappedAndMarkedWhereItIsCut() {
    let french = Translations.forLanguage("fr")
    let summary = french.rule("AR-07", .summary)!
    let result = RuleResult(ruleID: "AR-07", name: "terms", severity: .reject, verdict: .pass, explanation: "")
    let wide = ReviewPanel.explanation(of: result, rows: 3, width: 56, french)
    #expect(wide.joined(separator: " ") == summary || wide.last!.hasSuffix("…"), "\(wide)")
    let short = ReviewPanel.explanation(of: result, rows: 1, width: 30, french)
    #expect(short.count == 1 && short[0].hasSuffix("…") && DisplayWidth.of(short[0]) <= 30, "\(short)")
  }

  @Test func aFailuresSentenceAndEvidenceShareTheRows() {
    let french = Translations.forLanguage("fr")
    let rows = ReviewPanel.explanation(of: ReviewOverlayEvidenceTests.failure, rows: 3, width: 56, french)
    #expect(rows.count <= 3 && rows.allSatisfy { DisplayWidth.of($0) <= 56 }, "\(rows)")
    #expect(rows.last!.hasPrefix(String(french(.screenReviewEvidence, "").prefix(5))), "\(rows)")
    #expect(rows.dropLast().joined(separator: " ").hasPrefix(String(french.rule("AR-10", .summary)!.prefix(30))))
  }
}
