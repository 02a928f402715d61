import Catalog
import Paywall
import TerminalUI

/// The JUnit XML of a lint run (`storefront lint --format junit`): one `<testsuite>` per frame
/// (paywall, storefront, language, size, customer) and in it one `<testcase>` per rule checked.
///
/// A failed rule has a `<failure>` whose `type` is its severity (reject, risk, info) and whose
/// text names the catalog element and the drawn regions; a rule that does not apply to the frame
/// is `<skipped>`; a passed rule has neither. Every count attribute is the count of its cases.
struct JUnitReport {
  /// One frame and the result of every rule on it.
  struct Frame {
    var lintCase: PaywallLinter.Case
    var report: ReviewReport
  }

  var frames: [Frame]
  var locator: CatalogLocator
  /// The catalog path as given on the command line.
  var catalogPath: String

  /// The XML document, ending in a newline.
  var xml: String {
    let results = frames.flatMap(\.report.results)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"storefront lint\"\(Self.counts(results))>",
    ]
    for frame in frames { lines += suite(frame) }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// ` tests="…" failures="…" errors="0" skipped="…"` for `results`.
  static func counts(_ results: [RuleResult]) -> String {
    let failures = results.count(where: { $0.verdict == .fail })
    let skipped = results.count(where: { $0.verdict == .notApplicable })
    return " tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
  }

  private func suite(_ frame: Frame) -> [String] {
    let lintCase = frame.lintCase
    let a = XMLText.attribute
    let properties = [
      ("paywall", lintCase.paywallID), ("storefront", lintCase.storefrontID),
      ("language", lintCase.language.identifier), ("size", lintCase.size.description),
      ("customer", lintCase.customer.rawValue),
    ]
    var lines = ["  <testsuite name=\"\(a("\(lintCase)"))\"\(Self.counts(frame.report.results))>", "    <properties>"]
    lines += properties.map { "      <property name=\"\($0.0)\" value=\"\(a($0.1))\"/>" }
    lines.append("    </properties>")
    let classname = a(
      [
        lintCase.paywallID, lintCase.storefrontID, lintCase.language.identifier,
        lintCase.size.description, lintCase.customer.rawValue,
      ].joined(separator: "."))
    for result in frame.report.results {
      let open = "    <testcase classname=\"\(classname)\" name=\"\(a("\(result.ruleID) \(result.name)"))\""
      switch result.verdict {
      case .pass:
        lines.append(open + "/>")
      case .notApplicable:
        lines += [open + ">", "      <skipped message=\"\(a(result.explanation))\"/>", "    </testcase>"]
      case .fail:
        let finding = PaywallLinter.Finding(lintCase: lintCase, result: result)
        lines += [
          open + ">",
          "      <failure message=\"\(a(result.explanation))\" type=\"\(result.severity.rawValue)\">"
            + XMLText.content(details(finding)) + "</failure>",
          "    </testcase>",
        ]
      }
    }
    lines.append("  </testsuite>")
    return lines
  }

  /// The failure's text: the explanation, where in the catalog, and what is drawn where.
  private func details(_ finding: PaywallLinter.Finding) -> String {
    var lines = [
      "\(finding.lintCase) \(finding.result.ruleID) \(finding.result.severity.rawValue): "
        + finding.result.explanation
    ]
    for place in locator.locations(of: finding) {
      let position = place.position.map { ":\($0)" } ?? ""
      lines.append("\(catalogPath)\(position): \(place.element)")
    }
    for region in finding.result.offending {
      let plan = region.planID.map { " of \($0)" } ?? ""
      lines.append("screen \(region.row + 1):\(region.column + 1): \(region.role.rawValue)\(plan) \"\(region.text)\"")
    }
    return lines.joined(separator: "\n")
  }
}
