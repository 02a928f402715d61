import Catalog
import Foundation

/// `--scaling`: the cost per product of loading generated catalogs of 5,000 to 40,000 products,
/// timed in turn, to show that loading is linear (a constant cost per product).
enum Scaling {
  static func run() {
    let sizes = [5_000, 10_000, 20_000, 40_000]
    let inputs = sizes.map { Array(GeneratedCatalog.text(products: $0).utf8) }
    var samples = [[Double]](repeating: [], count: sizes.count)
    for _ in 0..<7 {
      for (index, bytes) in inputs.enumerated() {
        samples[index].append(Timing.duration { Benchmarks.load(bytes) })
      }
    }
    for (index, size) in sizes.enumerated() {
      let median = samples[index].sorted()[3]
      print(
        MetricLine.json([
          ("metric", "catalog_load_per_product"), ("products", size), ("value", median * 1e6 / Double(size)),
          ("unit", "us"), ("total_ms", median * 1000),
        ]))
    }
  }
}
