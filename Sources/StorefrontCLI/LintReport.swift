import Paywall
import TerminalUI

/// The text `storefront lint` prints: one row per paywall and failed rule (how many frames, the
/// first one's place and reason), or every failure with `--all`, then a summary line.
struct LintReport {
  var cases: [PaywallLinter.Case]
  var findings: [PaywallLinter.Finding]
  var listEvery: Bool

  /// The lines to print, control characters escaped.
  var lines: [String] {
    var lines: [String] = []
    if listEvery {
      for finding in findings { lines.append(Self.line(finding)) }
    } else {
      var groups: [String: [PaywallLinter.Finding]] = [:]
      var order: [String] = []
      for finding in findings {
        let key = "\(finding.lintCase.paywallID) \(finding.result.ruleID)"
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(finding)
      }
      let framesPerPaywall = Dictionary(grouping: cases, by: \.paywallID).mapValues(\.count)
      for key in order.sorted() {
        let group = groups[key]!
        let first = group[0]
        let result = first.result
        let frames = framesPerPaywall[first.lintCase.paywallID] ?? 0
        lines.append(
          "\(first.lintCase.paywallID)  \(result.ruleID) \(result.severity.rawValue) \(result.name): fails in \(group.count) of \(frames) frames"
        )
        lines.append("    e.g. \(Self.line(first))")
      }
    }
    lines.append(summary)
    return lines.map(TerminalSafeText.line)
  }

  /// One failure: where (frame and region) and why.
  static func line(_ finding: PaywallLinter.Finding) -> String {
    let result = finding.result
    let region = result.offending.first.map { " at \($0.row + 1):\($0.column + 1)" } ?? ""
    return "\(finding.lintCase) \(result.ruleID) \(result.severity.rawValue)\(region): \(result.explanation)"
  }

  /// How many frames were checked and which paywalls pass every reject-level rule.
  var summary: String {
    let paywalls = cases.reduce(into: [String]()) { if !$0.contains($1.paywallID) { $0.append($1.paywallID) } }
    let verdicts = paywalls.map { paywall in
      let rejects = Set(
        findings.filter { $0.lintCase.paywallID == paywall && $0.result.severity == .reject }.map(\.result.ruleID))
      return rejects.isEmpty
        ? "\(paywall) passes every reject-level rule"
        : "\(paywall) fails \(rejects.count) reject-level rule\(rejects.count == 1 ? "" : "s") (\(rejects.sorted().joined(separator: " ")))"
    }
    return "\(cases.count) frames checked: " + verdicts.joined(separator: "; ")
  }
}

/// The `--json` form of a lint run: every failure with its frame, rule and regions.
struct LintJSONReport: Encodable {
  struct Region: Encodable {
    var role: String
    var plan: String?
    var row: Int
    var column: Int
    var width: Int
    var height: Int
    var text: String
  }

  struct Failure: Encodable {
    var paywall: String
    var storefront: String
    var locale: String
    var size: String
    var customer: String
    var rule: String
    var name: String
    var severity: String
    var explanation: String
    var regions: [Region]
  }

  var frames: Int
  var passed: Bool
  var failures: [Failure]

  init(cases: [PaywallLinter.Case], findings: [PaywallLinter.Finding]) {
    frames = cases.count
    passed = !findings.contains { $0.result.severity == .reject }
    failures = findings.map { finding in
      let lintCase = finding.lintCase
      let result = finding.result
      return Failure(
        paywall: lintCase.paywallID, storefront: lintCase.storefrontID, locale: lintCase.language.identifier,
        size: lintCase.size.description, customer: lintCase.customer.rawValue, rule: result.ruleID, name: result.name,
        severity: result.severity.rawValue, explanation: result.explanation,
        regions: result.offending.map {
          Region(
            role: $0.role.rawValue, plan: $0.planID, row: $0.row, column: $0.column, width: $0.width, height: $0.height,
            text: $0.text)
        })
    }
  }
}
