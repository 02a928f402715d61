import Catalog
import Foundation

/// Validating catalogs full of problems: the time must grow with the file, not with the square
/// of the number of problems.
enum BadKeyBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(names: ["catalog_bad_keys_10k"], run: { [badKeys(10_000)] }),
    Benchmark(names: ["catalog_bad_keys_20k"], run: { [badKeys(20_000)] }),
    Benchmark(names: ["catalog_bad_keys_40k"], run: { [badKeys(40_000)] }),
    Benchmark(names: ["catalog_bad_keys_linearity"], run: { [linearity()] }),
  ]

  /// Validating a one-line catalog of `count` products, each with one unknown key, until the
  /// error is formatted. Foundation's `JSONSerialization`, which only parses the same bytes,
  /// is timed alternately as the reference.
  static func badKeys(_ count: Int) -> String {
    let bytes = Array(BadCatalog.text(badKeys: count).utf8)
    let data = Data(bytes)
    let (time, reference) = Timing.alternating(
      runs: 9, { reject(bytes, problems: count) }, { _ = try? JSONSerialization.jsonObject(with: data) })
    return MetricLine.json([
      ("metric", "catalog_bad_keys_\(count / 1000)k"), ("value", time * 1000), ("unit", "ms"),
      ("bytes", bytes.count), ("problems", count), ("reference", "foundation_jsonserialization_parse_only"),
      ("reference_value", reference * 1000), ("ratio", time / reference),
    ])
  }

  /// The cost of 20,000 and 40,000 bad keys as ratios to half as many, timed in turn in one
  /// run; near 2 means linear (the target is under 2.2).
  static func linearity() -> String {
    let inputs = [10_000, 20_000, 40_000].map { (count: $0, bytes: Array(BadCatalog.text(badKeys: $0).utf8)) }
    var samples = [[Double]](repeating: [], count: inputs.count)
    for input in inputs { reject(input.bytes, problems: input.count) }
    for _ in 0..<9 {
      for (index, input) in inputs.enumerated() {
        samples[index].append(Timing.duration { reject(input.bytes, problems: input.count) })
      }
    }
    let medians = samples.map { $0.sorted()[$0.count / 2] }
    return MetricLine.json([
      ("metric", "catalog_bad_keys_linearity"), ("value", medians[2] / medians[1]), ("unit", "ratio"),
      ("ratio_20k_10k", medians[1] / medians[0]), ("ratio_40k_20k", medians[2] / medians[1]),
      ("ms_10k", medians[0] * 1000), ("ms_20k", medians[1] * 1000), ("ms_40k", medians[2] * 1000),
      ("target_ratio", 2.2),
    ])
  }

  /// Reads `bytes`, which must fail with exactly `problems` problems.
  static func reject(_ bytes: [UInt8], problems: Int) {
    do {
      _ = try CatalogReader.read(bytes: bytes, fileName: "bad.json")
      fatalError("the bad catalog was accepted")
    } catch {
      precondition(error.problemCount == problems, "expected \(problems) problems, got \(error.problemCount)")
      precondition(error.lines.count == error.diagnostics.count + 1)
    }
  }
}
