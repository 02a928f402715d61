import AppStoreSimulator
import Foundation
import JWS

/// `jws_verify_apple`: our verification of a signed transaction against Apple's App Store Server
/// Library for Python (`SignedDataVerifier.verify_and_decode_signed_transaction`) on the same JWS.
///
/// Not part of the default run: it needs the venv of scripts/apple-verifier/setup.sh (or
/// `STOREFRONT_APPLE_PYTHON`); scripts/bench-apple-verifier.sh sets it up and runs it. Both sides
/// do the same work: verify the JWS against the simulator's root offline at `signedDate`, decode
/// the transaction, and check its bundle id and environment (`value`, `ratio`); `verify_only_*`
/// is `JWSVerifier.verify` alone, as `jws_verify` times it. They are timed in turn, a second
/// each per round, and the medians compared; Python's start-up is outside its timing.
enum AppleVerifierBenchmark {
  static let external: [Benchmark] = [
    Benchmark(names: ["jws_verify_apple"], run: { run().map { [$0] } ?? [] })
  ]

  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The python of Apple's library: `STOREFRONT_APPLE_PYTHON`, else the venv of setup.sh.
  static var python: String {
    ProcessInfo.processInfo.environment["STOREFRONT_APPLE_PYTHON"]
      ?? packageRoot.appendingPathComponent(".build/apple-verifier/venv/bin/python").path
  }

  /// The metric line, or nil (with the reason on standard error) when Apple's library is missing.
  static func run(rounds: Int = 5, seconds: Double = 1) -> String? {
    guard FileManager.default.isExecutableFile(atPath: python) else {
      FileHandle.standardError.write(
        Data("jws_verify_apple: no python at \(python); run scripts/apple-verifier/setup.sh\n".utf8))
      return nil
    }
    let (identity, jws) = VerifyBenchmarks.signedTransaction()
    let directory = StoreBenchmarks.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let rootFile = directory.appendingPathComponent("root.pem")
    let jwsFile = directory.appendingPathComponent("transaction.jws")
    try! identity.root.pem.write(to: rootFile, atomically: true, encoding: .utf8)
    try! jws.write(to: jwsFile, atomically: true, encoding: .utf8)
    let verifier = JWSVerifier(pinnedRoot: identity.root)
    let bundleID = try! verifier.verify(jws).get().decodePayload(as: TransactionPayload.self).bundleId
    var ours: [Double] = []
    var oursVerifyOnly: [Double] = []
    var apple: [Double] = []
    var library = ""
    for _ in 0..<rounds {
      ours.append(ourRate(verifier: verifier, jws: jws, bundleID: bundleID, seconds: seconds))
      oursVerifyOnly.append(
        rate(seconds: seconds) { precondition((try? verifier.verify(jws).get()) != nil) })
      guard let result = appleRate(root: rootFile, jws: jwsFile, bundleID: bundleID, seconds: seconds) else {
        return nil
      }
      apple.append(result.rate)
      library = result.library
    }
    let median = { (samples: [Double]) in samples.sorted()[rounds / 2] }
    let (ourMedian, verifyOnlyMedian, appleMedian) = (median(ours), median(oursVerifyOnly), median(apple))
    return MetricLine.json([
      ("metric", "jws_verify_apple"), ("value", ourMedian), ("unit", "verifications/s"),
      ("reference", "apple_python_signed_data_verifier"), ("reference_value", appleMedian),
      ("ratio", ourMedian / appleMedian), ("target_ratio", 10), ("verify_only_value", verifyOnlyMedian),
      ("verify_only_ratio", verifyOnlyMedian / appleMedian), ("apple_library", library),
      ("jws_bytes", jws.utf8.count),
    ])
  }

  /// Verifications per second of `jws`, decoded and checked as Apple's method does, over `seconds`.
  static func ourRate(verifier: JWSVerifier, jws: String, bundleID: String, seconds: Double) -> Double {
    rate(seconds: seconds) {
      let payload = try! verifier.verify(jws).get().decodePayload(as: TransactionPayload.self)
      precondition(payload.bundleId == bundleID && payload.environment == "Sandbox")
    }
  }

  /// Calls of `body` per second, in batches of 100 for at least `seconds`.
  static func rate(seconds: Double, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    var count = 0
    var elapsed = 0.0
    while elapsed < seconds {
      for _ in 0..<100 { body() }
      count += 100
      elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    return Double(count) / elapsed
  }

  /// Apple's rate from scripts/apple-verifier/bench.py, or nil (reported) when it fails.
  static func appleRate(root: URL, jws: URL, bundleID: String, seconds: Double) -> (rate: Double, library: String)? {
    let script = packageRoot.appendingPathComponent("scripts/apple-verifier/bench.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, root.path, jws.path, "--seconds", "\(seconds)", "--bundle-id", bundleID]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
      FileHandle.standardError.write(Data("jws_verify_apple: cannot run \(python): \(error)\n".utf8))
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let rate = object["rate"] as? Double
    else {
      FileHandle.standardError.write(
        Data("jws_verify_apple: bench.py exited \(process.terminationStatus)\n".utf8))
      return nil
    }
    return (rate, object["library"] as? String ?? "")
  }
}
