import Foundation
import JWS
import SQLite

/// One device's app state in its own SQLite file: the transactions it has received (with their
/// JWS), the coin ledger and wallet, which transactions are finished, and how far it has synced.
///
/// Every change is one immediate transaction; coins are credited once per transaction id (the
/// ledger's unique key), whatever is delivered twice.
final class DeviceState {
  let database: SQLiteDatabase
  /// The device's name.
  let name: String
  /// The account the device is signed in to.
  let account: String
  /// The DER of the root certificate pinned on first launch (read with OpenSSL only when something
  /// is verified: `pinnedRoot()`).
  let pinnedRootDER: [UInt8]
  /// This install's app account token: it goes with every purchase, so that a consumable's
  /// coins are credited on the install that bought it and nowhere else.
  let appAccountToken: UUID
  /// Where the state lives.
  let directory: URL

  /// Opens (or creates, pinning the certificate `root` returns) the state of device `name` in `directory`.
  init(
    directory: URL, name: String, account: String, root: () throws -> Certificate,
    startSequence: () throws -> Int64, now: Int64
  ) throws(StorefrontError) {
    if let reason = DatabaseDirectory.create(directory.path) {
      throw .unavailable("\(directory.path): cannot create the device directory: \(reason)")
    }
    do {
      database = try SQLiteDatabase(
        path: directory.appendingPathComponent("device.sqlite").path, applicationID: DeviceSchema.applicationID,
        migrations: DeviceSchema.migrations)
      let stored = try database.write { database -> (String, [UInt8], String) in
        if try database.scalarInt("SELECT count(*) FROM device") == 0 {
          // A new install hears of changes from now on; what came before needs a restore.
          try database.run(
            """
            INSERT INTO device(id, name, account, pinned_root, app_account_token, last_update_seq, created_ms)
            VALUES (1, ?, ?, ?, ?, ?, ?)
            """, name, account, try root().der, UUID().uuidString.lowercased(), try startSequence(), now)
          try database.run("INSERT INTO own_token(token) SELECT app_account_token FROM device WHERE id = 1")
        }
        return try database.first("SELECT account, pinned_root, app_account_token FROM device WHERE id = 1") {
          ($0.text(0), $0.blob(1), $0.text(2))
        }!
      }
      guard DERFraming.isOneElement(stored.1, tag: 0x30) else {
        throw StorefrontError.unavailable("\(directory.path): the pinned root certificate is damaged")
      }
      guard let token = UUID(uuidString: stored.2) else {
        throw StorefrontError.unavailable("\(directory.path): the app account token is damaged")
      }
      self.name = name
      self.account = stored.0
      pinnedRootDER = stored.1
      self.directory = directory
      appAccountToken = token
    } catch {
      throw StorefrontError.wrap(error)
    }
  }

  /// The pinned root certificate; throws when its bytes are not a certificate.
  func pinnedRoot() throws(StorefrontError) -> Certificate {
    do throws(CryptoError) {
      return try Certificate(der: pinnedRootDER)
    } catch {
      throw .unavailable("\(directory.path): the pinned root certificate is damaged")
    }
  }

  /// Remembers `token` as one this install buys with.
  func adopt(token: UUID) throws(StorefrontError) {
    try write { try database.run("INSERT OR IGNORE INTO own_token(token) VALUES (?)", token.uuidString.lowercased()) }
  }

  /// Whether this install bought with `token`.
  func owns(token: UUID?) throws(StorefrontError) -> Bool {
    guard let token else { return false }
    return try read {
      try database.scalarInt("SELECT count(*) FROM own_token WHERE token = ?", token.uuidString.lowercased()) > 0
    }
  }

  /// The store's change counter up to which everything has been received.
  func lastUpdateSequence() throws(StorefrontError) -> Int64 {
    try read { try database.scalarInt("SELECT last_update_seq FROM device WHERE id = 1") }
  }

  /// Records verified transaction `transaction` (its JWS `jws`, store change `sequence`) and
  /// credits or debits coins for it, all in one transaction; returns the coins it changed.
  @discardableResult
  func receive(
    _ transaction: Transaction, jws: String, sequence: Int64?, coinsPerUnit: Int64, at now: Int64
  ) throws(StorefrontError) -> Int64 {
    try write {
      try upsert(transaction, jws: jws, at: now)
      var delta: Int64 = 0
      if transaction.isConsumable && coinsPerUnit > 0 {
        delta = try credit(transaction, coinsPerUnit: coinsPerUnit, at: now)
      }
      if let sequence {
        try database.run(
          "UPDATE device SET last_update_seq = max(last_update_seq, ?) WHERE id = 1", sequence)
      }
      return delta
    }
  }

  /// Moves the sync position past `sequence` (for changes that carried nothing to record).
  func advanceSync(to sequence: Int64) throws(StorefrontError) {
    try write {
      try database.run("UPDATE device SET last_update_seq = max(last_update_seq, ?) WHERE id = 1", sequence)
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
      """, Int64(transaction.id), Int64(transaction.originalID), transaction.productID, transaction.productType,
      transaction.subscriptionGroupID, transaction.purchaseDate, transaction.expirationDate,
      transaction.revocationDate, transaction.isUpgraded, Int64(transaction.purchasedQuantity), transaction.signedDate,
      jws, now)
  }

  /// Credits a consumable's coins once, or takes them back once it is revoked.
  private func credit(_ transaction: Transaction, coinsPerUnit: Int64, at now: Int64) throws -> Int64 {
    let (granted, overflow) = coinsPerUnit.multipliedReportingOverflow(by: Int64(transaction.purchasedQuantity))
    guard !overflow else { throw StorefrontError.invalidData("transaction \(transaction.id): coin count overflows") }
    var delta: Int64 = 0
    try database.run(
      """
      INSERT INTO ledger(idem_key, kind, delta_coins, transaction_id, product_id, created_ms)
      VALUES (?, 'purchase', ?, ?, ?, ?) ON CONFLICT(idem_key) DO NOTHING
      """, "tx:\(transaction.id)", granted, Int64(transaction.id), transaction.productID, now)
    if database.changes == 1 {
      try database.run("UPDATE wallet SET coins = coins + ? WHERE id = 1", granted)
      delta += granted
    }
    if transaction.isRevoked {
      // Coins already spent stay spent: the refund takes back what is left of the grant.
      let balance = try database.scalarInt("SELECT coins FROM wallet WHERE id = 1")
      let taken = min(granted, balance)
      try database.run(
        """
        INSERT INTO ledger(idem_key, kind, delta_coins, transaction_id, product_id, created_ms)
        VALUES (?, 'refund', ?, ?, ?, ?) ON CONFLICT(idem_key) DO NOTHING
        """, "refund:\(transaction.id)", -taken, Int64(transaction.id), transaction.productID, now)
      if database.changes == 1 {
        try database.run("UPDATE wallet SET coins = coins - ? WHERE id = 1", taken)
        delta -= taken
      }
    }
    return delta
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

  /// The coins in the wallet.
  func coins() throws(StorefrontError) -> Int64 {
    try read { try database.scalarInt("SELECT coins FROM wallet WHERE id = 1") }
  }

  /// The sum of the ledger, which always equals the wallet.
  func ledgerSum() throws(StorefrontError) -> Int64 {
    try read { try database.scalarInt("SELECT coalesce(sum(delta_coins), 0) FROM ledger") }
  }

  /// Spends `amount` coins (once per `key`); false when the wallet has fewer.
  func spend(_ amount: Int64, key: String, at now: Int64) throws(StorefrontError) -> Bool {
    try write {
      let balance = try database.scalarInt("SELECT coins FROM wallet WHERE id = 1")
      guard balance >= amount else { return false }
      try database.run(
        """
        INSERT INTO ledger(idem_key, kind, delta_coins, created_ms) VALUES (?, 'spend', ?, ?)
        ON CONFLICT(idem_key) DO NOTHING
        """, "spend:\(key)", -amount, now)
      if database.changes == 1 { try database.run("UPDATE wallet SET coins = coins - ? WHERE id = 1", amount) }
      return true
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
      .filter { $0.0 != "Consumable" }.map(\.1)
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
