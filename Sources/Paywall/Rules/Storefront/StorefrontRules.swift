/// The storefront rule sets (paywall-rules.md §12) and the checker that runs them; the "all" rows of
/// §12 are App Review rules already (`ReviewRules`).
public enum StorefrontRules {
  /// Every storefront rule, by region then id.
  public static var all: [StorefrontRule] { StorefrontRegion.allCases.flatMap(\.rules) }

  /// The rules of storefront `country` (none when it has no rules of its own).
  public static func rules(for country: String) -> [StorefrontRule] {
    StorefrontRegion(country: country)?.rules ?? []
  }

  /// Whether storefront `country` has rules that judge purchase sheets (so they are worth rendering).
  public static func judgesPurchaseSheets(_ country: String) -> Bool {
    rules(for: country).contains { $0.step == .purchaseSheet }
  }

  /// Runs the rules of `snapshot`'s storefront that judge its step.
  public static func check(_ snapshot: PaywallSnapshot) -> ReviewReport {
    let context = RuleContext(snapshot)
    return ReviewReport(
      results: rules(for: snapshot.storefront.country).filter { $0.judges(snapshot.step) }.map {
        $0.rule.result(in: context)
      })
  }

  /// The purchase-sheet rules of storefront `country` judged over the sheets of every plan that can be
  /// bought (`reports`, one per sheet): a rule fails when it fails on any sheet, passes when it passes
  /// on one, and is not applicable when it applies to none (or no sheet was shown).
  public static func sheetResults(country: String, reports: [ReviewReport]) -> [RuleResult] {
    rules(for: country).filter { $0.step == .purchaseSheet }.map(\.rule).map { rule in
      let results = reports.flatMap { $0.results.filter { $0.ruleID == rule.id } }
      let failed = results.filter { $0.verdict == .fail }
      let passed = results.filter { $0.verdict == .pass }
      let (verdict, explanation, offending): (RuleVerdict, String, [ElementSnapshot]) =
        if !failed.isEmpty {
          (.fail, failed.map(\.explanation).joined(separator: "; "), failed.flatMap(\.offending))
        } else if !passed.isEmpty {
          (.pass, passed.map(\.explanation).joined(separator: "; "), [])
        } else {
          (.notApplicable, results.first?.explanation ?? "no plan can be bought, so no purchase sheet is shown", [])
        }
      return RuleResult(
        ruleID: rule.id, name: rule.name, severity: rule.severity, verdict: verdict, explanation: explanation,
        offending: offending)
    }
  }
}
