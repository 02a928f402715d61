import AppStoreSimulator
import Catalog
import Foundation
import StoreServer
import StoreWire
import StoreWireHTTP
import Storefront

/// The wire over HTTP (issue 15): an app's purchase from a store served on loopback against the
/// same purchase from the store in its own process.
enum RemoteWireBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(names: ["remote_purchase"], run: { [remotePurchase()] })
  ]

  /// One coin purchase by a `StoreClient` (verified, credited) through `--store http://127.0.0.1`
  /// (the wire's HTTP server in this process, libcurl, JSON) against the same purchase on the
  /// in-process wire, alternating over one ledger; the target is a ratio of at most 3.
  static func remotePurchase() -> String {
    let directory = StoreBenchmarks.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = StoreBenchmarks.benchCatalog()
    let storeDirectory = directory.appendingPathComponent("store")
    let store = try! AppStore(directory: storeDirectory, catalog: catalog)
    try! store.setTimeRate(.realTime)
    let token = try! store.wireToken(for: StoreAccount.signedIn)
    let api = WireAPI(directory: storeDirectory, catalog: catalog)
    let server = HTTPServer(replying: api.reply)
    let port = try! server.start(ListenAddress(host: "127.0.0.1", port: 0))
    defer { server.stop(graceSeconds: 1) }
    let remote = RemoteStoreWire(
      transport: HTTPWireTransport(base: URL(string: "http://127.0.0.1:\(port)")!, token: token),
      account: StoreAccount.signedIn)
    let local = SimulatedStoreWire(store: store)
    let far = try! StoreClient(
      wire: remote, catalog: catalog, directory: directory.appendingPathComponent("devices/far"), device: "far")
    let near = try! StoreClient(
      wire: local, catalog: catalog, directory: directory.appendingPathComponent("devices/near"), device: "near")
    // The first of each loads libcurl, opens connections and warms the verifier.
    _ = try! far.purchase("com.iaptutorial.coins")
    _ = try! near.purchase("com.iaptutorial.coins")
    let (remoteTime, localTime) = Timing.alternating(
      runs: 101,
      { _ = try! far.purchase("com.iaptutorial.coins") },
      { _ = try! near.purchase("com.iaptutorial.coins") })
    return MetricLine.json([
      ("metric", "remote_purchase"), ("value", remoteTime * 1000), ("unit", "ms"),
      ("reference", "in_process_purchase"), ("reference_value", localTime * 1000),
      ("ratio", remoteTime / localTime), ("target_ratio", 3),
    ])
  }
}
