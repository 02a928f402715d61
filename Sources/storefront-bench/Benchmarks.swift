import StrictJSON
import Catalog
import Foundation

/// A benchmark: the metric names it can produce and a function that measures them.
struct Benchmark: Sendable {
  var names: [String]
  var run: @Sendable () -> [String]
}

/// Every benchmark the executable knows.
enum Benchmarks {
  static let all: [Benchmark] =
    [
      Benchmark(names: ["catalog_load_10k"], run: { [catalogLoad10k()] }),
      Benchmark(names: ["catalog_load_20k"], run: { [catalogLoad20k()] }),
      Benchmark(names: ["catalog_parse_vs_foundation"], run: { [catalogParseVersusFoundation()] }),
    ] + BadKeyBenchmarks.all + StoreBenchmarks.all + VerifyBenchmarks.all + StorefrontBenchmarks.all
    + PaywallBenchmarks.all + RemoteWireBenchmarks.all

  /// Loading and validating a generated catalog of 10,000 products (10 storefronts, 8
  /// languages); the target is under 150 ms. Foundation's `JSONSerialization`, which only
  /// parses the same bytes, is timed alternately as the reference, so that the ratio holds when
  /// the machine is slow.
  static func catalogLoad10k() -> String {
    let bytes = Array(GeneratedCatalog.text(products: 10_000).utf8)
    let data = Data(bytes)
    let (time, reference) = Timing.alternating(
      runs: 9, { load(bytes) }, { _ = try? JSONSerialization.jsonObject(with: data) })
    return MetricLine.json([
      ("metric", "catalog_load_10k"), ("value", time * 1000), ("unit", "ms"), ("bytes", bytes.count), ("target", 150),
      ("reference", "foundation_jsonserialization_parse_only"), ("reference_value", reference * 1000),
      ("ratio", time / reference),
    ])
  }

  /// Loading 20,000 products, as a ratio to 10,000 measured in the same run; the target is
  /// under 2.2 (linear cost). The two sizes are timed alternately, so that a change in the
  /// machine's load affects both alike.
  static func catalogLoad20k() -> String {
    let small = Array(GeneratedCatalog.text(products: 10_000).utf8)
    let large = Array(GeneratedCatalog.text(products: 20_000).utf8)
    let (smallTime, largeTime) = Timing.alternating(runs: 11, { load(small) }, { load(large) })
    return MetricLine.json([
      ("metric", "catalog_load_20k"), ("value", largeTime * 1000), ("unit", "ms"), ("bytes", large.count),
      ("reference", "catalog_load_10k"), ("reference_value", smallTime * 1000), ("ratio", largeTime / smallTime),
      ("target_ratio", 2.2),
    ])
  }

  /// The strict parser alone against Foundation's `JSONSerialization` on the same 10,000-product bytes.
  static func catalogParseVersusFoundation() -> String {
    let bytes = Array(GeneratedCatalog.text(products: 10_000).utf8)
    let foundationTime = Timing.median(runs: 9) { _ = try? JSONSerialization.jsonObject(with: Data(bytes)) }
    let parseTime = Timing.median(runs: 9) { _ = try? JSONParser.parse(bytes) }
    return MetricLine.json([
      ("metric", "catalog_parse_vs_foundation"), ("value", parseTime * 1000), ("unit", "ms"),
      ("reference", "foundation_jsonserialization"), ("reference_value", foundationTime * 1000),
      ("ratio", parseTime / foundationTime),
    ])
  }

  static func load(_ bytes: [UInt8]) {
    do {
      let catalog = try CatalogReader.read(bytes: bytes, fileName: "generated.json")
      precondition(!catalog.products.isEmpty)
    } catch {
      fatalError("generated catalog is invalid: \(error.lines.prefix(3))")
    }
  }
}

/// Wall-clock timing of repeated runs.
enum Timing {
  /// The median duration in seconds of `runs` calls of `body`, after one warm-up call.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return samples.sorted()[runs / 2]
  }
}

extension Timing {
  /// The median durations in seconds of `first` and `second`, timed in turn `runs` times
  /// each after one warm-up call of each.
  static func alternating(runs: Int, _ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    first()
    second()
    var firstSamples: [Double] = []
    var secondSamples: [Double] = []
    for _ in 0..<runs {
      firstSamples.append(duration(first))
      secondSamples.append(duration(second))
    }
    return (firstSamples.sorted()[runs / 2], secondSamples.sorted()[runs / 2])
  }

  /// The duration of one call of `body` in seconds, and the processor time the process spent in it
  /// (every thread's, user and system): their ratio is how many cores it kept busy.
  static func durationAndCPU(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let cpuStart = processorSeconds()
    let wall = duration(body)
    return (wall, processorSeconds() - cpuStart)
  }

  /// The processor time this process has used so far, in seconds.
  static func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The duration of one call of `body` in seconds.
  static func duration(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}

/// One metric as a line of JSON, keys in the given order.
enum MetricLine {
  static func json(_ fields: [(String, Any)]) -> String {
    let parts = fields.map { key, value -> String in
      let rendered: String
      switch value {
      case let text as String: rendered = "\"\(text)\""
      case let number as Double: rendered = String(format: "%.3f", number)
      default: rendered = "\(value)"
      }
      return "\"\(key)\":\(rendered)"
    }
    return "{" + parts.joined(separator: ",") + "}"
  }
}
