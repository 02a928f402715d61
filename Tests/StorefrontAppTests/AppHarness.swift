import AppStoreSimulator
import Catalog
import Foundation
import Paywall
import Storefront
import TerminalUI

@testable import StorefrontApp

/// The app's effect performer over a fresh store in a temporary directory, on the shipped catalog,
/// with the store clock at real time so nothing renews by itself during a test.
final class AppHarness {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let catalog: Catalog = try! CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
  static let english = LanguageTag("en")

  let directory: URL
  let devices: URL
  /// The simulated store behind the wire, for tests to look at directly.
  let store: AppStore
  let performer: EffectPerformer
  /// The wire the first device's app talks through, counting its reads.
  let wire: CountingWire

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-app-\(UUID().uuidString)")
    store = try AppStore(directory: directory.appendingPathComponent("store"), catalog: Self.catalog)
    try store.setTimeRate(.realTime)
    devices = directory.appendingPathComponent("devices")
    wire = CountingWire(store: store)
    let client = try StoreClient(
      wire: wire, catalog: store.catalog, directory: devices.appendingPathComponent("default"), device: "default")
    performer = EffectPerformer(
      catalog: Self.catalog, wire: wire, controls: wire.inner, client: client, devicesDirectory: devices)
  }

  /// The app on another device of the same account and store (its own install, the same wire).
  func otherDevice(_ name: String) throws -> StoreClient {
    try EffectPerformer.openClient(
      wire: wire.inner, catalog: Self.catalog, device: name, devicesDirectory: devices)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The actions `effect` comes to.
  func perform(_ effect: Effect) -> [AppAction] { performer.perform(effect, language: Self.english) }

  /// The account once `actions` are taken in: the last `accountLoaded` among them, else the account
  /// loaded now, as the runtime's one reload after an effect reads it.
  func account(after actions: [AppAction]) -> AccountSnapshot? {
    actions.compactMap { if case .accountLoaded(let account) = $0 { account } else { nil } }.last
      ?? (try? performer.account(Self.english))
  }

  /// The account now.
  func account() throws -> AccountSnapshot { try performer.account(Self.english) }
}
