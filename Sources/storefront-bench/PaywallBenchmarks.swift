import Catalog
import Foundation
import Paywall
import TerminalUI
import ScreenGeometry

/// The paywall screen and the App Review rules: one frame at 200x60, and linting the shipped catalog.
enum PaywallBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(names: ["paywall_render_200x60"], run: { [render200x60()] }),
    Benchmark(names: ["paywall_lint_catalog"], run: { [lintCatalog()] }),
    Benchmark(names: ["paywall_rules_only"], run: { [rulesOnly()] }),
  ]

  /// Building the `default` paywall's model and drawing one 200x60 frame with its regions (USA, en,
  /// a new customer); the target is under 2 ms. The model alone is the reference.
  static func render200x60() -> String {
    DisplayWidth.ensureUTF8Locale()
    let catalog = StoreBenchmarks.benchCatalog()
    let make = {
      try! PaywallModel.make(
        catalog: catalog, paywallID: "default", storefrontID: "USA", language: LanguageTag("en"),
        customer: CustomerContext())
    }
    let model = make()
    let size = ScreenSize(columns: 200, rows: 60)
    let (frameTime, modelTime) = Timing.alternating(
      runs: 201,
      {
        let model = make()
        let frame = PaywallScreen.render(model, state: PaywallViewState(model: model), size: size)
        precondition(!frame.snapshot.elements.isEmpty)
      },
      { precondition(make().cards.count == model.cards.count) })
    return MetricLine.json([
      ("metric", "paywall_render_200x60"), ("value", frameTime * 1000), ("unit", "ms"), ("target", 2.0),
      ("reference", "paywall_model_only"), ("reference_value", modelTime * 1000), ("ratio", frameTime / modelTime),
    ])
  }

  /// `storefront lint` on the shipped catalog, as one run of it does: every paywall x storefront x language x
  /// {80x24, 60x20} x customer, rendered and checked against every rule (the storefronts' own rules and
  /// their purchase sheets included), every process-wide cache empty at the start; the target is 500 ms
  /// (issue 13). Also: the same work warm, and one customer's third of it (the workload of issue 6).
  static func lintCatalog() -> String {
    DisplayWidth.ensureUTF8Locale()
    let linter = PaywallLinter(catalog: StoreBenchmarks.benchCatalog())
    let cases = linter.cases()
    let newCustomer = linter.cases(customers: [.new])
    var failures = 0
    let (cold, coldCPU) = Timing.durationAndCPU { failures = try! linter.failures(cases).count }
    let warm = Timing.median(runs: 5) { failures = try! linter.failures(cases).count }
    let (_, warmCPU) = Timing.durationAndCPU { failures = try! linter.failures(cases).count }
    let one = Timing.median(runs: 5) { _ = try! linter.failures(newCustomer) }
    return MetricLine.json([
      ("metric", "paywall_lint_catalog"), ("value", cold * 1000), ("unit", "ms"), ("target", 500),
      ("frames", cases.count), ("failures", failures), ("warm_median_ms", warm * 1000),
      ("per_frame_us_cold", cold / Double(cases.count) * 1e6),
      ("cold_cpu_ms", coldCPU * 1000), ("warm_cpu_ms", warmCPU * 1000), ("new_customer_frames", newCustomer.count),
      ("new_customer_warm_ms", one * 1000), ("cores", ProcessInfo.processInfo.activeProcessorCount),
    ])
  }

  /// The rules alone (the App Review rules and the storefront's own) on every paywall frame of the shipped
  /// catalog's lint, rendered beforehand; the target is 250 µs per frame.
  static func rulesOnly() -> String {
    DisplayWidth.ensureUTF8Locale()
    let linter = PaywallLinter(catalog: StoreBenchmarks.benchCatalog())
    let snapshots = linter.cases().map { try! linter.frame($0).snapshot }
    var failures = 0
    let time = Timing.median(runs: 5) {
      failures = snapshots.reduce(0) {
        $0 + ReviewRules.check($1).failures.count + StorefrontRules.check($1).failures.count
      }
    }
    return MetricLine.json([
      ("metric", "paywall_rules_only"), ("value", time * 1000), ("unit", "ms"), ("frames", snapshots.count),
      ("failures", failures), ("per_frame_us", time / Double(snapshots.count) * 1e6), ("target_per_frame_us", 250),
    ])
  }
}
