import Paywall

/// Rule results as HTML: a one-line summary and a table, failures first (as the app's review overlay
/// lists them), each with its verdict, severity, rule and explanation.
enum RuleResultsHTML {
  /// "2 fail (1 reject) · 26 pass · 2 n/a".
  static func summary(_ report: ReviewReport) -> String {
    let passes = report.results.filter { $0.verdict == .pass }.count
    let notApplicable = report.results.count - passes - report.failures.count
    return "\(report.failures.count) fail (\(report.rejectFailures.count) reject) · \(passes) pass"
      + " · \(notApplicable) n/a"
  }

  /// The word for a verdict ("fail", "pass", "n/a"), which is also its row's class ("na" for n/a).
  static func word(_ verdict: RuleVerdict) -> (text: String, className: String) {
    switch verdict {
    case .fail: ("fail", "fail")
    case .pass: ("pass", "pass")
    case .notApplicable: ("n/a", "na")
    }
  }

  /// The summary paragraph and the table of every result of `report`.
  static func html(_ report: ReviewReport) -> String {
    var html = "<p class=\"summary\">\(XMLText.escaped(summary(report)))</p>\n"
    html += "<table class=\"results\">\n"
    html += "<thead><tr><th>Result</th><th>Severity</th><th>Rule</th><th>Why</th></tr></thead>\n<tbody>\n"
    for result in ReviewPanel.ordered(report) {
      let verdict = word(result.verdict)
      html += "<tr class=\"\(verdict.className)\"><td class=\"verdict\">\(verdict.text)</td>"
      html += "<td>\(result.severity.rawValue)</td>"
      html += "<td><code>\(XMLText.escaped(result.ruleID))</code> \(XMLText.escaped(result.name))</td>"
      html += "<td>\(XMLText.escaped(result.explanation))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }
}
