import Foundation
import Testing

/// `storefront render` and `storefront lint` as a user runs them.
struct PaywallCommandTests {
  typealias P = StorefrontProcess

  var shippedCatalog: String { P.root.appendingPathComponent("catalog.json").path }

  @Test func renderPrintsOneFrameOfTheDefaultPaywall() throws {
    let output = try P.run(["render", "--catalog", shippedCatalog])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 24)
    #expect(output.stdout.contains("$59.99"))
    #expect(output.stdout.contains("R Restore Purchases"))
    #expect(output.stderr.isEmpty)
  }

  @Test func renderWithStylesAddsTheStyleMaskAfterABlankLine() throws {
    let output = try P.run(["render", "--catalog", shippedCatalog, "--size", "60x20", "--styles"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines.count == 20 + 1 + 20)
    #expect(lines[20].isEmpty)
    let mask = lines[21...]
    #expect(mask.allSatisfy { $0.count == 60 && $0.allSatisfy { ".BRDU".contains($0) } })
    #expect(mask.contains { $0.contains("B") })
  }

  @Test func renderFollowsKeysStorefrontLocaleAndCustomer() throws {
    let german = try P.run([
      "render", "--catalog", shippedCatalog, "--storefront", "DEU", "--locale", "de", "--keys", "down",
      "--customer", "intro-used",
    ])
    #expect(german.status == 0)
    #expect(german.stdout.contains("€"))
    #expect(!german.stdout.contains("$"))
  }

  @Test func renderAtATinySizeSaysTheTerminalIsTooSmall() throws {
    let output = try P.run(["render", "--catalog", shippedCatalog, "--size", "40x10"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("60"))
    #expect(!output.stdout.contains("$59.99"))
  }

  @Test(arguments: [
    (["--size", "80by24"], "--size \"80by24\" is not COLUMNSxROWS"),
    (["--size", "0x24"], "--size \"0x24\" is not COLUMNSxROWS"),
    (["--size", "80x24,60x20"], "render draws one frame: give one --size"),
    (["--paywall", "nope"], "--paywall \"nope\" is not in the catalog; choose one of: default, deceptive, shop"),
    (["--keys", "up,jump"], "--keys: \"jump\" is not a paywall key"),
    (["--customer", "vip"], "--customer \"vip\" is not one of: new, intro-used, subscriber"),
    (["--storefront", "XXX"], "--storefront \"XXX\" is not in the catalog"),
  ])
  func renderRefusesBadOptionsWithOneLineAndExit64(arguments: [String], message: String) throws {
    let output = try P.run(["render", "--catalog", shippedCatalog] + arguments)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.errorLines.count == 1)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func lintOfTheDefaultPaywallPassesWithExit0() throws {
    let output = try P.run(["lint", "--catalog", shippedCatalog, "--paywall", "default"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout == "768 frames checked: default passes every reject-level rule\n")
  }

  /// Issue 13: below the app's minimum size the paywall is not drawn, so lint says so and checks
  /// nothing there, instead of reporting every rule failing on every paywall.
  @Test func lintBelowTheMinimumSizeSaysSoAndChecksNothingThere() throws {
    let below = try P.run(["lint", "--catalog", shippedCatalog, "--size", "59x19"])
    #expect(below.status == 64)
    #expect(below.stdout.isEmpty)
    #expect(
      below.stderr
        == "storefront: --size 59x19 is below the app's minimum of 60x20: the app shows only \"make the terminal "
        + "larger\" there, so no rule is checked\n")
    let mixed = try P.run(["lint", "--catalog", shippedCatalog, "--paywall", "default", "--size", "59x19,80x24"])
    #expect(mixed.status == 0, "\(mixed.stdout)\(mixed.stderr)")
    #expect(
      mixed.stderr == "storefront: note: 59x19 is below the app's minimum of 60x20; no rule is checked at that size\n")
    #expect(mixed.stdout == "384 frames checked: default passes every reject-level rule\n")
  }

  @Test func lintOfTheWholeCatalogFailsWithExit1AndNamesTheDeceptiveRules() throws {
    let output = try P.run(["lint", "--catalog", shippedCatalog])
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasPrefix("deceptive  AR-04 risk billed-most-prominent: fails in 768 of 768 frames") })
    #expect(lines.contains { $0.hasPrefix("    e.g. deceptive ") })
    #expect(
      lines.last?.hasPrefix("2304 frames checked: default passes every reject-level rule; deceptive fails ") == true)
    #expect(lines.last?.hasSuffix("shop passes every reject-level rule") == true)
  }

  @Test func lintJSONListsEveryFailureWithItsRegions() throws {
    let output = try P.run([
      "lint", "--catalog", shippedCatalog, "--paywall", "deceptive", "--storefront", "DEU", "--locale", "de",
      "--size", "80x24", "--customer", "new", "--json",
    ])
    #expect(output.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["frames"] as? Int == 1)
    #expect(object["passed"] as? Bool == false)
    let failures = try #require(object["failures"] as? [[String: Any]])
    let rules = failures.compactMap { $0["rule"] as? String }
    #expect(rules.contains("AR-04") && rules.contains("AR-27"))
    let billed = try #require(failures.first { $0["rule"] as? String == "AR-04" })
    #expect((billed["regions"] as? [[String: Any]])?.isEmpty == false)
  }
}
