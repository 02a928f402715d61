import Catalog
import Foundation

enum Experiment {
  static func run() {
    let small = Array(GeneratedCatalog.text(products: 10_000).utf8)
    let large = Array(GeneratedCatalog.text(products: 20_000).utf8)
    for (name, bytes) in [("10k", small), ("20k", large), ("10k", small), ("20k", large)] {
      let parse = Timing.median(runs: 7) { _ = try! JSONParser.parse(bytes) }
      let utf8 = Timing.median(runs: 7) { _ = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } }
      var kept: [Catalog] = []
      let load = Timing.median(runs: 7) { kept.append(try! CatalogReader.read(bytes: bytes, fileName: "x")) }
      kept.removeAll()
      let loadFree = Timing.median(runs: 7) { _ = try! CatalogReader.read(bytes: bytes, fileName: "x") }
      print(name, "parse", Int(parse * 1000), "utf8", Int(utf8 * 1000), "load-keep", Int(load * 1000), "load-free", Int(loadFree * 1000))
    }
  }
}
