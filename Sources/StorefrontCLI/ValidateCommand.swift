import Catalog
import FoundationEssentials

/// `storefront validate [PATH] [--json]`: check a catalog and summarize it.
enum ValidateCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.count <= 1 else {
      return StorefrontCommand.usageFailure("validate takes one catalog path, got \(arguments.count)")
    }
    if let path = arguments.first, let option = parsed.options["catalog"] {
      return StorefrontCommand.usageFailure(
        "validate takes one catalog: PATH (\"\(path)\") or --catalog (\"\(option)\"), not both")
    }
    let path = arguments.first ?? StorefrontCommand.catalogPath(parsed)
    switch StorefrontCommand.loadCatalog(at: path) {
    case .success(let catalog):
      let summary = CatalogSummary(file: path, catalog: catalog)
      if parsed.flag("json") {
        JSONOutput.print(ValidationReport(ok: true, summary: summary, problems: [], problemCount: 0))
      } else {
        StorefrontCommand.printLine(summary.line)
      }
      return ExitCode.ok
    case .failure(let error):
      if parsed.flag("json") {
        JSONOutput.print(
          ValidationReport(
            ok: false, summary: nil, problems: Array(error.problemLines), problemCount: error.problemCount))
      }
      return CatalogLoadError.exitCode
    }
  }
}

/// The `--json` form of a validation result.
struct ValidationReport: Encodable {
  var ok: Bool
  var summary: CatalogSummary?
  /// The first problems found, one `file:line:column: key.path: message` line each.
  var problems: [String]
  /// Every problem found, including those not listed in `problems`.
  var problemCount: Int
}

/// Prints `Encodable` values as one line of JSON with sorted keys, every control character
/// escaped (see `TerminalSafeText.json(_:)`).
enum JSONOutput {
  static func print(_ value: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return }
    try? StandardStreams.write(TerminalSafeText.json(Array(data)) + Array("\n".utf8), to: .output)
  }
}
