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
  let performer: EffectPerformer

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-app-\(UUID().uuidString)")
    let store = try AppStore(directory: directory.appendingPathComponent("store"), catalog: Self.catalog)
    try store.setTimeRate(.realTime)
    let devices = directory.appendingPathComponent("devices")
    let client = try EffectPerformer.openClient(store: store, device: "default", devicesDirectory: devices)
    performer = EffectPerformer(store: store, client: client, devicesDirectory: devices)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The actions `effect` comes to.
  func perform(_ effect: Effect) -> [AppAction] { performer.perform(effect, language: Self.english) }

  /// The account after `effect` (the last `accountLoaded` it yields).
  func account(after actions: [AppAction]) -> AccountSnapshot? {
    actions.compactMap { if case .accountLoaded(let account) = $0 { account } else { nil } }.last
  }

  /// The account now.
  func account() throws -> AccountSnapshot { try performer.account(Self.english) }
}
