import Catalog
import FoundationEssentials
import SystemErrors
import FoundationInternationalization
import Paywall
import TerminalUI
import ScreenGeometry

/// `storefront lint [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS,…] [--customer KIND,…]
/// [--all] [--json] [--format text|json|sarif|junit]`: renders every paywall x storefront x language x size x
/// customer and checks each frame against the App Review rules; exits 1 if any reject-level rule fails.
enum LintCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return StorefrontCommand.usageFailure("lint takes no arguments") }
    let format: LintFormat
    do {
      format = try LintFormat.chosen(parsed)
    } catch {
      return StorefrontCommand.usageFailure(error.message)
    }
    DisplayWidth.ensureUTF8Locale()
    let path = StorefrontCommand.catalogPath(parsed)
    // SARIF and JUnit point at catalog lines, so they keep the map of where each value is.
    guard let (catalog, source) = load(path, withSource: format == .sarif || format == .junit) else {
      return CatalogLoadError.exitCode
    }
    let linter = PaywallLinter(catalog: catalog)
    let cases: [PaywallLinter.Case]
    do {
      cases = try lintCases(parsed, linter: linter)
    } catch {
      return StorefrontCommand.usageFailure(error.message)
    }
    var reports: [ReviewReport] = []
    let findings: [PaywallLinter.Finding]
    do {
      if format == .junit {
        reports = try linter.reports(cases)
        findings = zip(cases, reports).flatMap { lintCase, report in
          report.failures.map { PaywallLinter.Finding(lintCase: lintCase, result: $0) }
        }
      } else {
        findings = try linter.failures(cases)
      }
    } catch {
      StorefrontCommand.printError("storefront: \(error)")
      return ExitCode.dataError
    }
    let locator = CatalogLocator(catalog: catalog, source: source)
    switch format {
    case .text:
      LintReport(cases: cases, findings: findings, listEvery: parsed.flag("all")).lines.forEach { print($0) }
    case .json:
      JSONOutput.print(LintJSONReport(cases: cases, findings: findings))
    case .sarif:
      let report = SARIFReport(
        findings: findings, locator: locator, catalogPath: path,
        workingDirectory: FileManager.default.currentDirectoryPath, toolVersion: StorefrontCommand.version)
      guard write(report.json, format: format) else { return ExitCode.ioError }
    case .junit:
      let frames = zip(cases, reports).map { JUnitReport.Frame(lintCase: $0, report: $1) }
      let report = JUnitReport(frames: frames, locator: locator, catalogPath: path)
      guard write(Array(report.xml.utf8), format: format) else { return ExitCode.ioError }
    }
    return findings.contains { $0.result.severity == .reject } ? ExitCode.checkFailed : ExitCode.ok
  }

  /// Writes a whole report to standard output in one go; false (the reason on stderr) when it
  /// cannot be written, such as on a full disk.
  private static func write(_ bytes: [UInt8], format: LintFormat) -> Bool {
    do {
      try StandardStreams.write(bytes, to: .output)
      return true
    } catch {
      StorefrontCommand.printError(
        "storefront: the \(format.rawValue) report cannot be written to standard output: \(SystemErrorText.describe(error))"
      )
      return false
    }
  }

  /// The catalog at `path`, with the map of its source when `withSource`; nil (every problem
  /// printed on stderr) when it cannot be loaded.
  private static func load(_ path: String, withSource: Bool) -> (Catalog, CatalogSourceMap?)? {
    do {
      if withSource {
        let loaded = try CatalogReader.loadWithSource(path: path)
        return (loaded.catalog, loaded.source)
      }
      return (try CatalogReader.load(path: path), nil)
    } catch {
      for line in error.lines { StorefrontCommand.printError(line) }
      return nil
    }
  }

  /// The frames to check, from the options.
  private static func lintCases(_ parsed: ParsedArguments, linter: PaywallLinter) throws(UsageError)
    -> [PaywallLinter.Case]
  {
    let catalog = linter.catalog
    let paywall = try PaywallOptions.paywall(parsed, in: catalog).get()
    let storefront =
      parsed.options["storefront"] == nil ? nil : try StorefrontCommand.storefront(parsed, in: catalog).get()
    let language = parsed.options["locale"] == nil ? nil : try StorefrontCommand.language(parsed, in: catalog).get()
    return linter.cases(
      paywalls: paywall.map { [$0] }, storefronts: storefront.map { [$0.id] }, languages: language.map { [$0] },
      sizes: try checkedSizes(try PaywallOptions.sizes(parsed).get() ?? PaywallLinter.defaultSizes),
      customers: try PaywallOptions.customers(parsed).get() ?? LintCustomer.allCases)
  }

  /// The sizes worth checking: below the app's minimum the paywall is not drawn at all (the screen
  /// asks for a larger terminal), so such a size is said once on stderr and left out; when no size
  /// is left, that is a usage error rather than a report of every rule failing.
  private static func checkedSizes(_ sizes: [ScreenSize]) throws(UsageError) -> [ScreenSize] {
    let minimum = PaywallScreen.minimumSize
    let fits = { (size: ScreenSize) in size.columns >= minimum.columns && size.rows >= minimum.rows }
    let below = sizes.filter { !fits($0) }.map { "\($0.columns)x\($0.rows)" }
    let kept = sizes.filter(fits)
    let minimumText = "\(minimum.columns)x\(minimum.rows)"
    guard !kept.isEmpty else {
      throw UsageError(
        "--size \(below.joined(separator: ",")) is below the app's minimum of \(minimumText): the app shows "
          + "only \"make the terminal larger\" there, so no rule is checked")
    }
    for size in below {
      StorefrontCommand.printError(
        "storefront: note: \(size) is below the app's minimum of \(minimumText); no rule is checked at that size")
    }
    return kept
  }
}
