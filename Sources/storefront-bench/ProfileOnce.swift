import Catalog
import JWS

/// `--profile-once N`: load a generated catalog of N products once, for profilers
/// (`--profile-verify N`: verify one signed transaction N times).
enum ProfileOnce {
  static func verify(times: Int) {
    let (identity, jws) = VerifyBenchmarks.signedTransaction()
    let verifier = JWSVerifier(pinnedRoot: identity.root)
    for _ in 0..<times { precondition((try? verifier.verify(jws).get()) != nil) }
  }

  static func run(products: Int) {
    let bytes = Array(GeneratedCatalog.text(products: products).utf8)
    Benchmarks.load(bytes)
  }
}
