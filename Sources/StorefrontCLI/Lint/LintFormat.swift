/// What `storefront lint` prints: `--format text|json|sarif|junit` (text unless asked; `--json` is
/// `--format json`).
enum LintFormat: String, CaseIterable {
  /// One row per paywall and failed rule, for people.
  case text
  /// Every failure with its frame and regions, one JSON object.
  case json
  /// A SARIF 2.1.0 log, for code scanning (each result at its catalog line and column).
  case sarif
  /// JUnit XML: a test suite per frame, a test case per rule.
  case junit

  /// The format `parsed` asks for; a usage error for an unknown value, or for `--json` with
  /// another `--format`.
  static func chosen(_ parsed: ParsedArguments) throws(UsageError) -> LintFormat {
    let json = parsed.flag("json")
    guard let value = parsed.options["format"] else { return json ? .json : .text }
    guard let format = LintFormat(rawValue: value) else {
      throw UsageError(
        "--format \"\(value)\" is not a lint format; choose one of: "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    if json && format != .json {
      throw UsageError("--json means --format json, but --format is \"\(value)\"; give one of them")
    }
    return format
  }
}
