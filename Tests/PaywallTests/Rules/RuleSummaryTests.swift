import Testing

@testable import Paywall

/// Every rule of the registries carries the one-sentence summary reports show (SARIF rule descriptions).
struct RuleSummaryTests {
  /// The App Review rules and every storefront's own rules.
  static let rules = ReviewRules.all + StorefrontRules.all.map(\.rule)

  @Test(arguments: rules.map(\.id))
  func everyRuleHasOneSentenceOfSummary(id: String) throws {
    let rule = try #require(Self.rules.first { $0.id == id })
    #expect(
      !rule.summary.isEmpty,
      "\(id) \(rule.name) has no summary: add one to ReviewRuleSummaries (Sources/Paywall/Rules/ReviewRule+Summary.swift)"
    )
    #expect(rule.summary.hasSuffix("."), "\(id): \(rule.summary)")
    #expect(!rule.summary.contains("\n"), "\(id)")
    #expect(rule.summary.count <= 160, "\(id) is \(rule.summary.count) characters")
  }

  @Test func noSummaryNamesARuleTheRegistryDoesNotHave() {
    let ids = Set(Self.rules.map(\.id))
    #expect(Set(ReviewRuleSummaries.byID.keys).subtracting(ids).isEmpty)
  }
}
