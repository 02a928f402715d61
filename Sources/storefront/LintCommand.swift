import Catalog
import Foundation
import Paywall
import TerminalUI

/// `storefront lint [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS,…] [--customer KIND,…]
/// [--all] [--json]`: renders every paywall x storefront x language x size x customer and checks each
/// frame against the App Review rules; exits 1 if any reject-level rule fails.
enum LintCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return StorefrontCommand.usageFailure("lint takes no arguments") }
    DisplayWidth.ensureUTF8Locale()
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: StorefrontCommand.catalogPath(parsed)) else {
      return CatalogLoadError.exitCode
    }
    let linter = PaywallLinter(catalog: catalog)
    let cases: [PaywallLinter.Case]
    do {
      cases = try lintCases(parsed, linter: linter)
    } catch {
      return StorefrontCommand.usageFailure(error.message)
    }
    let findings: [PaywallLinter.Finding]
    do {
      findings = try linter.failures(cases)
    } catch {
      StorefrontCommand.printError("storefront: \(error)")
      return ExitCode.dataError
    }
    if parsed.flag("json") {
      JSONOutput.print(LintJSONReport(cases: cases, findings: findings))
    } else {
      LintReport(cases: cases, findings: findings, listEvery: parsed.flag("all")).lines.forEach { print($0) }
    }
    return findings.contains { $0.result.severity == .reject } ? ExitCode.checkFailed : ExitCode.ok
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
      sizes: try PaywallOptions.sizes(parsed).get() ?? PaywallLinter.defaultSizes,
      customers: try PaywallOptions.customers(parsed).get() ?? LintCustomer.allCases)
  }
}
