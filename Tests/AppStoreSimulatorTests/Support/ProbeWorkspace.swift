import Foundation
import SQLite

@testable import AppStoreSimulator

/// A temporary directory for tests that run `store-probe`: the store in `store/`, the probes'
/// standard error logs beside it. Probes and the test agree on time: their real clocks stand
/// still at `StoreFixture.start` unless a test moves them on purpose.
struct ProbeWorkspace {
  let root: URL

  /// The store directory the probes are given.
  var store: URL { root.appendingPathComponent("store") }

  /// A fresh workspace; with `creatingStore`, the store is created in this process first.
  init(creatingStore: Bool = true) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("store-probes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    if creatingStore { _ = try open() }
  }

  /// Opens the store in this process, with the real clock standing at `instant`.
  func open(at instant: Int64 = StoreFixture.start) throws -> AppStore {
    try AppStore(directory: store, catalog: StoreFixture.shippedCatalog, realClock: ManualClock(instant))
  }

  /// The ledger as it is now.
  func snapshot() throws -> LedgerSnapshot { try LedgerSnapshot(directory: store) }

  /// A raw connection to the ledger, as another program holding its lock would have.
  func connection() throws -> SQLiteDatabase {
    try SQLiteDatabase(
      path: store.appendingPathComponent("store.sqlite").path, applicationID: StoreSchema.applicationID,
      migrations: StoreSchema.migrations)
  }

  /// Deletes the workspace.
  func remove() { try? FileManager.default.removeItem(at: root) }
}

extension ProbeWorkspace {
  /// Opens the store, as the next run after a crash would, reads its ledger and audits both.
  func audited(by audit: inout LedgerAudit) throws -> (ledger: LedgerSnapshot, problems: [String]) {
    let store = try open()
    let ledger = try snapshot()
    return (ledger, audit.problems(in: ledger, store: store))
  }
}
