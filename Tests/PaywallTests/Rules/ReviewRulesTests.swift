import Paywall
import Testing

/// The rule list and the report.
struct ReviewRulesTests {
  @Test func allHasAR01ToAR32InOrderWithUniqueIDs() {
    let ids = ReviewRules.all.map(\.id)
    let expected: [String] = (1...32).map { number in number < 10 ? "AR-0\(number)" : "AR-\(number)" }
    #expect(ids == expected)
    #expect(Set(ids).count == 32)
    #expect(Set(ReviewRules.all.map(\.name)).count == 32)
  }

  @Test func baselinePassesEveryRuleOrIsNotApplicable() {
    let report = ReviewRules.check(Baseline.snapshot)
    #expect(report.results.count == 32)
    for result in report.results {
      #expect(result.verdict != .fail, "\(result.ruleID): \(result.explanation)")
    }
    #expect(report.passed)
    #expect(report.failures.isEmpty)
  }

  @Test func aRejectFailureFailsTheReport() {
    let report = ReviewRules.check(Baseline.snapshot.removing { $0.role == .restore })
    #expect(!report.passed)
    #expect(report.rejectFailures.map(\.ruleID) == ["AR-16"])
  }

  @Test func severitiesAreOrdered() {
    #expect(RuleSeverity.info < .risk && RuleSeverity.risk < .reject)
    #expect(ReviewRules.all[3].severity == .risk && ReviewRules.all[0].severity == .reject)
  }
}
