import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import StoreWire
import Synchronization

/// A real clock whose time tests set by hand.
final class TestClock: RealClock {
  private let time: Mutex<Int64>

  init(_ start: Int64) { time = Mutex(start) }

  func nowMilliseconds() -> Int64 { time.withLock { $0 } }

  func advance(_ milliseconds: Int64) { time.withLock { $0 += milliseconds } }
}

/// A simulated store at real-time pace in a temporary directory, and app installs on it.
struct ClientFixture {
  static let start: Int64 = 1_767_225_600_000  // 2026-01-01T00:00:00Z
  static let day: Int64 = 86_400_000

  let directory: URL
  let clock: TestClock
  let store: AppStore
  let wire: SimulatedStoreWire

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
    clock = TestClock(Self.start)
    var catalog = Self.shippedCatalog
    catalog.settings.timeRate = .realTime
    store = try AppStore(directory: directory.appendingPathComponent("store"), catalog: catalog, realClock: clock)
    wire = SimulatedStoreWire(store: store)
  }

  /// The app on device `name` (its state under the fixture's directory).
  func client(_ name: String = "phone", account: String = AppStore.defaultAccount) throws -> StoreClient {
    try StoreClient(
      wire: wire, catalog: store.catalog, directory: deviceDirectory(name), device: name, account: account)
  }

  func deviceDirectory(_ name: String) -> URL { directory.appendingPathComponent("devices/\(name)") }

  /// Buys `productID` on `client` with the outcome a store control chose for it (as the store
  /// controls screen and `buy --outcome` do): the outcome is set on the store, then the app buys.
  func purchase(_ productID: String, on client: StoreClient, outcome: PurchaseOutcome) throws(StorefrontError)
    -> StoreClient.PurchaseResult
  {
    wire.setNextPurchaseOutcome(outcome, account: client.account, device: client.device)
    return try client.purchase(productID)
  }

  /// The shipped demo catalog's path.
  static let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("catalog.json").path

  /// The shipped demo catalog.
  static var shippedCatalog: Catalog { try! CatalogReader.load(path: catalogPath) }
}

extension StoreClient.PurchaseResult {
  /// The verified transaction of a successful purchase.
  var transaction: Transaction? {
    if case .success(let result, _) = self { return result.verifiedValue }
    return nil
  }

  /// The coins a successful purchase credited.
  var coins: Int64? {
    if case .success(_, let coins) = self { return coins }
    return nil
  }
}
