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
