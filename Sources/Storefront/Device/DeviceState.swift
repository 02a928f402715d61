import Catalog
import FoundationEssentials
import JWS
import SQLite

/// One device's app sandbox in its own SQLite file: the transactions it has received (with their
/// JWS), which are finished, how far it has synced and with which store epoch. Nothing in it is
/// trusted: every JWS is verified again against the system's root, unlocks must agree with the
/// store's latest word, and coins live in the install's keychain (`DeviceKeychain`).
final class DeviceState {
  let database: SQLiteDatabase
  /// The device's name.
  let name: String
  /// The account the device is signed in to.
  let account: String
  /// Where the state lives.
  let directory: URL
  /// Whether this open made the install (its first launch).
  let isNew: Bool

  /// Opens (or creates, for the install whose app account token is `token`) the state of device
  /// `name` in `directory`.
  init(
    directory: URL, name: String, account: String, token: UUID, startSequence: () throws -> Int64, now: Int64
  ) throws(StorefrontError) {
    if let reason = DatabaseDirectory.create(directory.path) {
      throw .unavailable("\(directory.path): cannot create the device directory: \(reason)")
    }
    do {
      database = try SQLiteDatabase(
        path: directory.appendingPathComponent("device.sqlite").path, applicationID: DeviceSchema.applicationID,
        migrations: DeviceSchema.migrations)
      let (stored, created) = try database.write { database -> (String, Bool) in
        let created = try database.scalarInt("SELECT count(*) FROM device") == 0
        if created {
          // A new install hears of changes from now on; what came before needs a restore.
          try database.run(
            """
            INSERT INTO device(id, name, account, app_account_token, last_update_seq, created_ms)
            VALUES (1, ?, ?, ?, ?, ?)
            """, name, account, token.uuidString.lowercased(), try startSequence(), now)
        }
        return (try database.scalarText("SELECT account FROM device WHERE id = 1"), created)
      }
      isNew = created
      self.name = name
      self.account = stored
      self.directory = directory
    } catch {
      throw StorefrontError.wrap(error)
    }
  }

  /// The epoch of the store this install last synced with (nil before the first sync).
  func storeEpoch() throws(StorefrontError) -> String? {
    try read { try database.first("SELECT store_epoch FROM device WHERE id = 1") { $0.optionalText(0) } ?? nil }
  }

  /// Records that the install syncs with the store of `epoch` from now on. What it had received
  /// from another store (`previous` non-nil) is kept apart, for its history, where it unlocks
  /// nothing and cannot collide with this store's ids; it syncs from `sequence` (where a new
  /// install would start). Returns how many transactions were kept apart.
  @discardableResult
  func adoptStore(epoch: String, previous: String?, sequence: Int64, at now: Int64) throws(StorefrontError) -> Int {
    try write {
      var moved = 0
      if let previous {
        try database.run(
          """
          INSERT INTO former_transaction(store_epoch, transaction_id, product_id, purchase_ms, jws, archived_ms)
          SELECT ?, transaction_id, product_id, purchase_ms, jws, ? FROM app_transaction
          """, previous, now)
        moved = database.changes
        try database.run("DELETE FROM app_transaction")
        try database.run("UPDATE device SET last_update_seq = ? WHERE id = 1", sequence)
      }
      try database.run("UPDATE device SET store_epoch = ? WHERE id = 1", epoch)
      return moved
    }
  }

  /// How many transactions another store signed that are kept apart.
  func formerTransactionCount() throws(StorefrontError) -> Int64 {
    try read { try database.scalarInt("SELECT count(*) FROM former_transaction") }
  }

  /// Moves the unfinished row of `jws` out of the redelivery queue into `set_aside`, with
  /// `reason`: it can never verify, so it is reported once and never redelivered.
  func setAside(jws: String, reason: String, at now: Int64) throws(StorefrontError) {
    try write {
      try database.run(
        """
        INSERT INTO set_aside(transaction_id, jws, reason, set_aside_ms)
        SELECT transaction_id, jws, ?, ? FROM app_transaction WHERE jws = ? AND finished = 0
        """, reason, now, jws)
      try database.run("DELETE FROM app_transaction WHERE jws = ? AND finished = 0", jws)
    }
  }

  /// The store's change counter up to which everything has been received.
  func lastUpdateSequence() throws(StorefrontError) -> Int64 {
    try read { try database.scalarInt("SELECT last_update_seq FROM device WHERE id = 1") }
  }

  /// Moves the sync position past `sequence` (for changes that carried nothing to record).
  func advanceSync(to sequence: Int64) throws(StorefrontError) {
    try write {
      try database.run("UPDATE device SET last_update_seq = max(last_update_seq, ?) WHERE id = 1", sequence)
    }
  }

  /// Records verified transaction `transaction` (its JWS `jws`, store change `sequence`).
  func receive(_ transaction: Transaction, jws: String, sequence: Int64?, at now: Int64) throws(StorefrontError) {
    try write {
      try upsert(transaction, jws: jws, at: now)
      if let sequence {
        try database.run(
          "UPDATE device SET last_update_seq = max(last_update_seq, ?) WHERE id = 1", sequence)
      }
    }
  }

  /// Keeps the newest signed version of the transaction; a finished one stays finished.
  private func upsert(_ transaction: Transaction, jws: String, at now: Int64) throws {
    try database.run(
      """
      INSERT INTO app_transaction(transaction_id, original_transaction_id, product_id, product_type, group_id,
        purchase_ms, expires_ms, revocation_ms, is_upgraded, quantity, signed_ms, jws, received_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(transaction_id) DO UPDATE SET expires_ms = excluded.expires_ms,
        revocation_ms = excluded.revocation_ms, is_upgraded = excluded.is_upgraded, signed_ms = excluded.signed_ms,
        jws = excluded.jws, received_ms = excluded.received_ms
      WHERE excluded.signed_ms >= app_transaction.signed_ms
      """, Int64(transaction.id), Int64(transaction.originalID), transaction.productID, transaction.rawProductType,
      transaction.subscriptionGroupID, transaction.purchaseDate, transaction.expirationDate,
      transaction.revocationDate, transaction.isUpgraded, Int64(transaction.purchasedQuantity), transaction.signedDate,
      jws, now)
  }

  /// Whether this exact JWS of transaction `id` was already received and finished.
  func hasFinished(_ id: UInt64, jws: String) throws(StorefrontError) -> Bool {
    try read {
      try database.scalarInt(
        "SELECT count(*) FROM app_transaction WHERE transaction_id = ? AND jws = ? AND finished = 1", Int64(id), jws)
        > 0
    }
  }

  /// Marks transaction `id` finished (a no-op for an unknown or finished one).
  func finish(_ id: UInt64) throws(StorefrontError) {
    try write { try database.run("UPDATE app_transaction SET finished = 1 WHERE transaction_id = ?", Int64(id)) }
  }

  /// The JWS of every transaction received but not finished, oldest first.
  func unfinished() throws(StorefrontError) -> [String] {
    try read {
      try database.query("SELECT jws FROM app_transaction WHERE finished = 0 ORDER BY transaction_id") { $0.text(0) }
    }
  }

  /// The JWS of the latest transaction of each product that is not a consumable: the only
  /// candidates for an entitlement. Jumps from product to product through the index, so it
  /// costs the same for ten transactions as for a hundred thousand.
  func entitlementCandidates() throws(StorefrontError) -> [String] {
    try read {
      try database.query(
        """
        WITH RECURSIVE product(id) AS (
          SELECT min(product_id) FROM app_transaction
          UNION ALL
          SELECT (SELECT min(product_id) FROM app_transaction WHERE product_id > product.id) FROM product
          WHERE product.id IS NOT NULL
        )
        SELECT latest.product_type, latest.jws FROM product JOIN app_transaction latest
          ON latest.transaction_id = (SELECT transaction_id FROM app_transaction WHERE product_id = product.id
            ORDER BY purchase_ms DESC, transaction_id DESC LIMIT 1)
        """
      ) { ($0.text(0), $0.text(1)) }
      // A product's type never changes, so its latest transaction says whether it is a consumable.
      .filter { ProductType(transactionTypeName: $0.0) != .consumable }.map(\.1)
    }
  }

  /// Every transaction's JWS, oldest purchase first.
  func allTransactions() throws(StorefrontError) -> [String] {
    try read {
      try database.query("SELECT jws FROM app_transaction ORDER BY purchase_ms, transaction_id") { $0.text(0) }
    }
  }

  @discardableResult
  private func write<Result>(_ body: () throws -> Result) throws(StorefrontError) -> Result {
    do { return try database.write { _ in try body() } } catch { throw StorefrontError.wrap(error) }
  }

  private func read<Result>(_ body: () throws -> Result) throws(StorefrontError) -> Result {
    do { return try body() } catch { throw StorefrontError.wrap(error) }
  }
}
