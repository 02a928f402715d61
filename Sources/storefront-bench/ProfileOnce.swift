import Catalog

/// `--profile-once N`: load a generated catalog of N products once, for profilers.
enum ProfileOnce {
  static func run(products: Int) {
    let bytes = Array(GeneratedCatalog.text(products: products).utf8)
    Benchmarks.load(bytes)
  }
}
