import Paywall

/// What a report says about one rule: its id, name, severity and summary, from the rule registry
/// (`ReviewRules.all`, then `StorefrontRules.all`), or from a finding for a rule the registry does not list.
struct RuleDescriptor: Equatable {
  /// Every rule lint can report: the App Review rules, then every storefront's own rules.
  static var registry: [ReviewRule] { ReviewRules.all + StorefrontRules.all.map(\.rule) }

  var id: String
  var name: String
  var severity: RuleSeverity
  /// One sentence on what the rule asks; empty when the rule has none.
  var summary: String

  /// Every rule of the registry, in order, then any rule of `findings` it does not list.
  static func all(
    registry: [ReviewRule] = registry, adding results: some Sequence<RuleResult> = [RuleResult]()
  ) -> [RuleDescriptor] {
    var rules = registry.map { RuleDescriptor(id: $0.id, name: $0.name, severity: $0.severity, summary: $0.summary) }
    for result in results where !rules.contains(where: { $0.id == result.ruleID }) {
      rules.append(RuleDescriptor(id: result.ruleID, name: result.name, severity: result.severity, summary: ""))
    }
    return rules
  }

  /// The SARIF level of a severity: reject is an error, risk a warning, info a note.
  static func sarifLevel(_ severity: RuleSeverity) -> String {
    switch severity {
    case .reject: "error"
    case .risk: "warning"
    case .info: "note"
    }
  }

  /// What a failure of each severity means, in one clause.
  static func meaning(_ severity: RuleSeverity) -> String {
    switch severity {
    case .reject: "the written App Review rule is broken, so App Review would reject the app"
    case .risk: "App Review is known to reject this, or the rule is a matter of interpretation"
    case .info: "advice; App Review does not require it"
    }
  }

  /// The summary, or the rule's id and name when it has none.
  var shortText: String { summary.isEmpty ? "\(id) \(name)" : summary }

  /// The summary and what a failure means.
  var fullText: String {
    let sentence = shortText.hasSuffix(".") ? shortText : shortText + "."
    return "\(sentence) Severity \(severity.rawValue): \(Self.meaning(severity)). "
      + "storefront lint checks it on the rendered paywall, frame by frame."
  }
}
