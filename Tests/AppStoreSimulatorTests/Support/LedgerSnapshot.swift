import Catalog
import Foundation
import SQLite

@testable import AppStoreSimulator

/// The rows of a store's ledger that the crash and concurrency invariants look at, read straight
/// from `store.sqlite` in one read transaction (no store code involved). Signatures are not read
/// here: the store signs lazily, so JWS are checked through its API (`LedgerAudit`).
struct LedgerSnapshot {
  /// One row of `store_transaction`.
  struct Transaction {
    var id: Int64
    var originalID: Int64
    var webOrderLineItemID: Int64?
    var productID: String
    var productType: String
    var reason: String
    var purchase: Int64
    var expires: Int64?
    var revocation: Int64?
    var device: String?
    var updateSequence: Int64

    var isSubscription: Bool { productType == "autoRenewable" }
  }

  /// One row of `notification`.
  struct Notification {
    var sequence: Int64
    var type: String
    var subtype: String?
    var transactionID: Int64?
  }

  /// One row of `subscription`.
  struct Subscription {
    var originalID: Int64
    var status: Int
    var latestTransactionID: Int64
    var renewalCount: Int
    var nextEvent: Int64?
  }

  /// The first transaction id a store hands out.
  static let firstTransactionID: Int64 = 2_000_000_000_000_001

  /// Transactions by ascending id.
  var transactions: [Transaction] = []
  /// Notifications by ascending sequence.
  var notifications: [Notification] = []
  var subscriptions: [Subscription] = []
  var counters: [String: Int64] = [:]
  /// The clock's watermark: simulated now as of the last change.
  var watermark: Int64 = 0
  var rate: TimeRate = .realTime
  /// What `PRAGMA integrity_check` said, and any rows `PRAGMA foreign_key_check` found.
  var integrity = ""

  /// Reads the ledger in `directory` (the connection's open also runs `quick_check`).
  init(directory: URL) throws {
    let database = try SQLiteDatabase(
      path: directory.appendingPathComponent("store.sqlite").path, applicationID: StoreSchema.applicationID,
      migrations: StoreSchema.migrations)
    try database.read { database in
      integrity = try database.query("PRAGMA integrity_check") { $0.text(0) }.joined(separator: "; ")
      let orphans = try database.query("PRAGMA foreign_key_check") { "\($0.text(0)) row \($0.int64(1))" }
      if !orphans.isEmpty { integrity += "; foreign_key_check: " + orphans.joined(separator: ", ") }
      transactions = try database.query(
        """
        SELECT t.transaction_id, t.original_transaction_id, t.web_order_line_item_id, t.product_id, t.product_type,
          t.reason, t.purchase_ms, t.expires_ms, t.revocation_ms, d.name, t.update_seq
        FROM store_transaction t LEFT JOIN device d ON d.device_id = t.device_id ORDER BY t.transaction_id
        """
      ) { row in
        Transaction(
          id: row.int64(0), originalID: row.int64(1), webOrderLineItemID: row.optionalInt64(2),
          productID: row.text(3), productType: row.text(4), reason: row.text(5), purchase: row.int64(6),
          expires: row.optionalInt64(7), revocation: row.optionalInt64(8), device: row.optionalText(9),
          updateSequence: row.int64(10))
      }
      notifications = try database.query(
        "SELECT seq, type, subtype, transaction_id FROM notification ORDER BY seq"
      ) { row in
        Notification(
          sequence: row.int64(0), type: row.text(1), subtype: row.optionalText(2),
          transactionID: row.optionalInt64(3))
      }
      subscriptions = try database.query(
        """
        SELECT original_transaction_id, status, latest_transaction_id, renewal_count, next_event_ms
        FROM subscription ORDER BY original_transaction_id
        """
      ) { row in
        Subscription(
          originalID: row.int64(0), status: row.int(1), latestTransactionID: row.int64(2),
          renewalCount: row.int(3), nextEvent: row.optionalInt64(4))
      }
      counters = Dictionary(
        uniqueKeysWithValues: try database.query("SELECT name, value FROM counter") {
          ($0.text(0), $0.int64(1))
        })
      watermark = try database.scalarInt("SELECT watermark_ms FROM clock WHERE id = 1")
      rate = TimeRate(rawValue: Int(try database.scalarInt("SELECT rate FROM clock WHERE id = 1"))) ?? .realTime
    }
  }

  /// The transactions of `productID`.
  func transactions(of productID: String) -> [Transaction] {
    transactions.filter { $0.productID == productID }
  }

  /// The notifications of `type`.
  func notifications(_ type: String) -> [Notification] {
    notifications.filter { $0.type == type }
  }
}
