import AppStoreSimulator
import Catalog
import Foundation
import JWS
import Synchronization

/// A real clock whose time tests set by hand.
final class ManualClock: RealClock {
  private let time: Mutex<Int64>

  init(_ start: Int64) { time = Mutex(start) }

  func nowMilliseconds() -> Int64 { time.withLock { $0 } }

  func set(_ value: Int64) { time.withLock { $0 = value } }
}

/// A store in a fresh temporary directory, with a manual clock and a verifier for its JWS.
struct StoreFixture {
  static let start: Int64 = 1_767_225_600_000  // 2026-01-01T00:00:00Z
  static let day: Int64 = 86_400_000
  /// The `appTransactionId` of the default account's download of the shipped catalog's app: the
  /// same in all its signed data (a fixed function of the account and bundle id).
  static let appTransactionID = "705964796942834727"

  let directory: URL
  let clock: ManualClock
  let store: AppStore
  let verifier: JWSVerifier

  init(catalog: Catalog = StoreFixture.shippedCatalog, rate: TimeRate = .realTime) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    clock = ManualClock(Self.start)
    var catalog = catalog
    catalog.settings.timeRate = rate
    store = try AppStore(directory: directory, catalog: catalog, realClock: clock)
    verifier = JWSVerifier(pinnedRoot: try store.identity.root)
  }

  /// Opens a second store object on the same directory (another process would do the same).
  func reopen() throws -> AppStore {
    try AppStore(directory: directory, catalog: store.catalog, realClock: clock)
  }

  /// The shipped demo catalog.
  static var shippedCatalog: Catalog {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try! CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
  }

  /// Verifies `jws` with the store's root and decodes its payload.
  func decode<Payload: Decodable>(_ jws: String, as type: Payload.Type) throws -> Payload {
    switch verifier.verify(jws) {
    case .success(let verified): return try verified.decodePayload(as: type)
    case .failure(let error): throw error
    }
  }

  /// The payload of `jws` as a JSON object, after verification: for comparing exact key sets.
  func payloadObject(_ jws: String) throws -> NSDictionary {
    switch verifier.verify(jws) {
    case .success(let verified):
      return try JSONSerialization.jsonObject(with: Data(verified.payload)) as! NSDictionary
    case .failure(let error): throw error
    }
  }

  /// The types (and subtypes) of every notification so far, e.g. `SUBSCRIBED/INITIAL_BUY`.
  func notificationKinds(after sequence: Int64 = 0) throws -> [String] {
    try store.notifications(after: sequence).map { notification in
      notification.subtype.map { "\(notification.type)/\($0)" } ?? notification.type
    }
  }
}

extension StorePurchaseResult {
  /// The transaction of a completed purchase, if it completed.
  var transaction: StoreTransaction? {
    if case .purchased(let transaction) = self { return transaction }
    return nil
  }
}
