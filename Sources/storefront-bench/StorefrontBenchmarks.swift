import AppStoreSimulator
import Catalog
import Foundation
import SQLite
import Storefront

/// Benchmarks of the app's side of the store.
enum StorefrontBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(names: ["entitlements_100k"], run: { [entitlements100k()] })
  ]

  /// Current entitlements of a device holding 100,000 transactions (coins bought over and over,
  /// renewals of a subscription, a non-consumable); the target is under 20 ms.
  ///
  /// A few real purchases go through the store and the app; the bulk is then written straight
  /// into the device's database as copies of those signed transactions under new ids (going
  /// through the store would mean 100,000 durable commits just to set up).
  static func entitlements100k() -> String {
    let directory = StoreBenchmarks.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var catalog = StoreBenchmarks.benchCatalog()
    catalog.settings.timeRate = .realTime
    let store = try! AppStore(directory: directory.appendingPathComponent("store"), catalog: catalog)
    let deviceDirectory = directory.appendingPathComponent("device")
    let client = try! StoreClient(
      wire: SimulatedStoreWire(store: store), catalog: catalog, directory: deviceDirectory, device: "bench")
    _ = try! client.purchase("com.iaptutorial.premium")
    _ = try! client.purchase("com.example.pro.monthly")
    _ = try! client.purchase("com.iaptutorial.coins")
    let device = try! SQLiteDatabase(
      path: deviceDirectory.appendingPathComponent("device.sqlite").path, applicationID: 0x5346_4456,
      migrations: [SQLiteMigration(version: 1, sql: ""), SQLiteMigration(version: 2, sql: "")])
    try! device.write { database in
      let rows = try database.query(
        """
        SELECT transaction_id, original_transaction_id, product_id, product_type, group_id, purchase_ms, expires_ms,
          signed_ms, jws FROM app_transaction WHERE product_type <> 'Non-Consumable'
        """
      ) { row in
        (
          row.int64(0), row.int64(1), row.text(2), row.text(3), row.optionalText(4), row.int64(5),
          row.optionalInt64(6), row.int64(7), row.text(8)
        )
      }
      for index in 0..<99_997 {
        let source = rows[index % rows.count]
        // Older copies: the real transactions stay the latest of their products.
        try database.run(
          """
          INSERT INTO app_transaction(transaction_id, original_transaction_id, product_id, product_type, group_id,
            purchase_ms, expires_ms, is_upgraded, quantity, signed_ms, jws, finished, received_ms)
          VALUES (?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?, 1, 0)
          """, Int64(1_000_000 + index), source.1, source.2, source.3, source.4, source.5 - Int64(index + 1) * 60_000,
          source.6.map { $0 - Int64(index + 1) * 60_000 }, source.7, source.8)
      }
    }
    let count = try! device.scalarInt("SELECT count(*) FROM app_transaction")
    var entitled = 0
    let seconds = Timing.median(runs: 21) { entitled = (try? client.currentEntitlements().count) ?? -1 }
    return MetricLine.json([
      ("metric", "entitlements_100k"), ("value", seconds * 1000), ("unit", "ms"), ("transactions", count),
      ("entitlements", entitled), ("target", 20),
    ])
  }
}
