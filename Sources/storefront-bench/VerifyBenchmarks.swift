import AppStoreSimulator
import Foundation
import JWS

/// Benchmarks of JWS verification, each a ratio to a reference measured in the same run.
enum VerifyBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(names: ["jws_verify"], run: { [jwsVerify()] })
  ]

  /// The simulator's identity and a consumable purchase it signed, exactly as the store sends it.
  static func signedTransaction() -> (identity: SigningIdentity, jws: String) {
    let directory = StoreBenchmarks.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try! AppStore(
      directory: directory.appendingPathComponent("store"), catalog: StoreBenchmarks.benchCatalog())
    guard case .purchased(let transaction) = try! store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    else { fatalError("the benchmark's purchase was not charged") }
    return (try! store.identity, transaction.jws)
  }

  /// `JWSVerifier` on a signed transaction against raw libcrypto P-256 verification of the same
  /// signature over the same signing input with a prepared key; the target is a ratio of at least 0.5.
  static func jwsVerify() -> String {
    let (identity, jws) = signedTransaction()
    let verifier = JWSVerifier(pinnedRoot: identity.root)
    let segments = jws.split(separator: ".")
    let signingInput = Array(jws.utf8.prefix(segments[0].utf8.count + 1 + segments[1].utf8.count))
    let raw = RawOpenSSLVerifier(
      publicKey: identity.leaf.publicKey!.derRepresentation,
      derSignature: RawOpenSSLVerifier.der(fromRaw: Base64URL.decode(segments[2])!))
    precondition((try? verifier.verify(jws).get()) != nil, "the benchmark's JWS does not verify")
    precondition(raw.verify(signingInput), "the raw reference does not verify")
    let batch = 200
    let (ours, reference) = Timing.alternating(
      runs: 11,
      { for _ in 0..<batch { precondition((try? verifier.verify(jws).get()) != nil) } },
      { for _ in 0..<batch { precondition(raw.verify(signingInput)) } })
    return MetricLine.json([
      ("metric", "jws_verify"), ("value", Double(batch) / ours), ("unit", "verifications/s"),
      ("reference", "openssl_p256_verify"), ("reference_value", Double(batch) / reference),
      ("ratio", reference / ours), ("target_ratio", 0.5), ("jws_bytes", jws.utf8.count),
    ])
  }
}
