import AppStoreSimulator
import Foundation

@testable import Storefront

/// A temporary directory for tests that run `device-probe`: the store in `store/`, each device's
/// app state in `devices/NAME/`, the probes' standard error in `NAME.stderr`. The probes' real
/// clock and this one stand still at `ClientFixture.start`.
struct DeviceWorkspace {
  let root: URL

  var store: URL { root.appendingPathComponent("store") }

  /// A workspace whose store and devices `devices` are created in this process first, so that
  /// every device hears of every change.
  init(devices: [String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("device-probes-\(UUID().uuidString)")
    for device in devices { _ = try launch(device, syncing: false) }
  }

  func directory(of device: String) -> URL { root.appendingPathComponent("devices/\(device)") }

  /// Opens the store in this process.
  func openStore() throws -> AppStore {
    try AppStore(directory: store, catalog: ClientFixture.shippedCatalog, realClock: TestClock(ClientFixture.start))
  }

  /// Starts the app on `device` as a relaunch does: a new `StoreClient` on its directory, which
  /// (when `syncing`) calls `updates()` for redelivery of what was not finished.
  func launch(_ device: String, syncing: Bool = true) throws -> StoreClient {
    let store = try openStore()
    let client = try StoreClient(
      wire: SimulatedStoreWire(store: store), catalog: store.catalog, directory: directory(of: device), device: device)
    if syncing { _ = try client.updates() }
    return client
  }

  /// `device-probe` running steps `first ..< first + count` on `device`.
  func probe(_ device: String, first: Int, count: Int, gated: Bool = false) throws -> DeviceProbeProcess {
    try DeviceProbeProcess(
      [store.path, directory(of: device).path, device, ClientFixture.catalogPath, "loop", "\(first)", "\(count)"],
      errorLog: root.appendingPathComponent("\(device).stderr"), gated: gated)
  }

  /// `device-probe` running `count` random steps from `seed` on `device`.
  func randomProbe(_ device: String, seed: UInt64, count: Int) throws -> DeviceProbeProcess {
    try DeviceProbeProcess(
      [store.path, directory(of: device).path, device, ClientFixture.catalogPath, "random", "\(seed)", "\(count)"],
      errorLog: root.appendingPathComponent("\(device).stderr"))
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
