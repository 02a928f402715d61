import AppStoreSimulator
import Foundation
import SQLite
import Testing

/// A `store.sqlite` that is not an intact Storefront ledger makes `AppStore(...)` throw
/// `StoreError.storage` every time it is opened, and the file is left exactly as it was: the
/// store never repairs, converts or silently recreates a ledger it cannot trust.
@Suite struct DamagedStoreTests {
  @Test func garbageIsRefusedAndLeftAlone() throws {
    let workspace = try ProbeWorkspace(creatingStore: false)
    defer { workspace.remove() }
    try FileManager.default.createDirectory(at: workspace.store, withIntermediateDirectories: true)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    let garbage = (0..<8192).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    try Data(garbage).write(to: Self.ledger(workspace))
    try Self.expectRefused(workspace, as: .notADatabase)
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftAlone() throws {
    let workspace = try ProbeWorkspace(creatingStore: false)
    defer { workspace.remove() }
    try Self.writeForeignDatabase(workspace, applicationID: 0x4F54_4852)
    try Self.expectRefused(workspace, as: .foreignDatabase)
  }

  @Test func aDatabaseWithTablesButNoApplicationIDIsRefusedAndLeftAlone() throws {
    let workspace = try ProbeWorkspace(creatingStore: false)
    defer { workspace.remove() }
    try Self.writeForeignDatabase(workspace, applicationID: 0)
    try Self.expectRefused(workspace, as: .foreignDatabase)
  }

  @Test func aLedgerFromANewerVersionIsRefusedAndLeftAlone() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    try workspace.connection().execute("PRAGMA user_version=99")
    try Self.expectRefused(workspace, as: .newerSchema)
  }

  @Test func aLedgerWithDamagedPagesIsRefusedAndLeftAlone() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    try Self.buyCoins(in: workspace)
    var bytes = [UInt8](try Data(contentsOf: Self.ledger(workspace)))
    for page in stride(from: 4096, to: bytes.count, by: 4096) {
      for offset in page..<(page + 8) { bytes[offset] = 0xFF }
    }
    try Data(bytes).write(to: Self.ledger(workspace))
    try Self.expectRefused(workspace, as: .corrupt)
  }

  /// Buys coins 40 times, then closes the store (so that its WAL is checkpointed and removed).
  static func buyCoins(in workspace: ProbeWorkspace) throws {
    let store = try workspace.open()
    for _ in 0..<40 { _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")) }
  }

  static func ledger(_ workspace: ProbeWorkspace) -> URL {
    workspace.store.appendingPathComponent("store.sqlite")
  }

  /// Another program's database, in SQLite's default rollback-journal mode, with one row.
  static func writeForeignDatabase(_ workspace: ProbeWorkspace, applicationID: Int32) throws {
    try FileManager.default.createDirectory(at: workspace.store, withIntermediateDirectories: true)
    let other = try SQLiteDatabase(
      path: ledger(workspace).path, applicationID: 0x4F54_4852,
      migrations: [SQLiteMigration(version: 1, sql: "CREATE TABLE note(body TEXT); INSERT INTO note VALUES ('mine');")])
    try other.execute("PRAGMA application_id=\(applicationID)")
    if applicationID == 0 { try other.execute("PRAGMA user_version=0") }
    try other.execute("PRAGMA journal_mode=DELETE")
  }

  /// Opening the store twice throws `.storage` of `kind`; the ledger's bytes stay the same and no
  /// WAL file is left beside it.
  static func expectRefused(_ workspace: ProbeWorkspace, as kind: SQLiteError.Kind) throws {
    let before = try Data(contentsOf: ledger(workspace))
    for attempt in 1...2 {
      do {
        _ = try workspace.open()
        Issue.record("attempt \(attempt) opened the store")
      } catch let error as StoreError {
        guard case .storage(let cause) = error else {
          Issue.record("attempt \(attempt): expected a storage error, got \(error)")
          continue
        }
        #expect(cause.kind == kind, "attempt \(attempt): \(cause)")
        #expect(error.exitCode == 74)
      }
    }
    let after = try Data(contentsOf: ledger(workspace))
    #expect(
      after == before,
      """
      the ledger file changed (\(before.count) -> \(after.count) bytes); header bytes 18-19, the journal \
      format (1 rollback journal, 2 WAL): \(Array(before.prefix(20).suffix(2))) -> \(Array(after.prefix(20).suffix(2)))
      """)
    let wal = ledger(workspace).path + "-wal"
    #expect(!FileManager.default.fileExists(atPath: wal), "a WAL file was left beside the ledger")
  }
}
