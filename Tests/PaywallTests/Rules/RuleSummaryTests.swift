import Testing

@testable import Paywall

/// Every rule of the registry carries the one-sentence summary reports show (SARIF rule descriptions).
struct RuleSummaryTests {
  @Test(arguments: ReviewRules.all.map(\.id))
  func everyRuleHasOneSentenceOfSummary(id: String) throws {
    let rule = try #require(ReviewRules.all.first { $0.id == id })
    #expect(
      !rule.summary.isEmpty,
      "\(id) \(rule.name) has no summary: add one to ReviewRuleSummaries (Sources/Paywall/Rules/ReviewRule+Summary.swift)"
    )
    #expect(rule.summary.hasSuffix("."), "\(id): \(rule.summary)")
    #expect(!rule.summary.contains("\n"), "\(id)")
    #expect(rule.summary.count <= 160, "\(id) is \(rule.summary.count) characters")
  }

  @Test func noSummaryNamesARuleTheRegistryDoesNotHave() {
    let ids = Set(ReviewRules.all.map(\.id))
    #expect(Set(ReviewRuleSummaries.byID.keys).subtracting(ids).isEmpty)
  }
}
