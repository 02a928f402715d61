import Catalog
import Paywall
import TerminalUI

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

  /// `storefront lint` on the shipped catalog: every paywall x storefront x language x {80x24, 60x20} x
  /// customer, rendered and checked against every rule; the target is under 1 s.
  static func lintCatalog() -> String {
    DisplayWidth.ensureUTF8Locale()
    let linter = PaywallLinter(catalog: StoreBenchmarks.benchCatalog())
    // The workload: every paywall x storefront x language x {80x24, 60x20}, as a new customer.
    let cases = linter.cases(customers: [.new])
    // `storefront lint`'s default adds the intro-used and subscriber customers (3x the frames).
    let allCustomers = linter.cases()
    var failures = 0
    // The first pass runs with every process-wide cache empty, as one `storefront lint` does.
    let cold = Timing.duration { failures = try! linter.failures(cases).count }
    let warm = Timing.median(runs: 5) { failures = try! linter.failures(cases).count }
    let all = Timing.median(runs: 3) { _ = try! linter.failures(allCustomers) }
    return MetricLine.json([
      ("metric", "paywall_lint_catalog"), ("value", cold * 1000), ("unit", "ms"), ("target", 1000),
      ("frames", cases.count), ("failures", failures), ("warm_median_ms", warm * 1000),
      ("per_frame_us_cold", cold / Double(cases.count) * 1e6),
      ("all_customers_frames", allCustomers.count), ("all_customers_warm_ms", all * 1000),
    ])
  }

  /// The App Review rules alone on every frame of the shipped catalog's lint, rendered beforehand; the
  /// target is 250 µs per frame.
  static func rulesOnly() -> String {
    DisplayWidth.ensureUTF8Locale()
    let linter = PaywallLinter(catalog: StoreBenchmarks.benchCatalog())
    let snapshots = linter.cases().map { try! linter.frame($0).snapshot }
    var failures = 0
    let time = Timing.median(runs: 5) {
      failures = snapshots.reduce(0) { $0 + ReviewRules.check($1).failures.count }
    }
    return MetricLine.json([
      ("metric", "paywall_rules_only"), ("value", time * 1000), ("unit", "ms"), ("frames", snapshots.count),
      ("failures", failures), ("per_frame_us", time / Double(snapshots.count) * 1e6), ("target_per_frame_us", 250),
    ])
  }
}
