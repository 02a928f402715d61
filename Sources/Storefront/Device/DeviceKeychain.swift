import FoundationEssentials
import SQLite

/// One install's keychain: what the device's system keeps for the app outside the app's sandbox,
/// where editing the app's files cannot reach it. It holds the install's app account tokens and
/// its coin ledger and wallet, so that coins are credited once per transaction whatever is done
/// to the sandbox, and only on the install whose token the store signed.
///
/// It lives in `<data>/system/devices/NAME/keychain.sqlite` (the sandbox is `<data>/devices/NAME/`)
/// and is deleted with the app on a reinstall.
final class DeviceKeychain {
  let database: SQLiteDatabase
  /// The install's app account token.
  let appAccountToken: UUID
  /// Whether this keychain was made by this open (a first launch, or one after the keychain was lost).
  let isNew: Bool
  /// Where it lives.
  let directory: URL

  /// The keychain directory of the install whose sandbox is `sandbox`: for `<data>/devices/NAME`,
  /// `<data>/system/devices/NAME`; for a sandbox elsewhere, the sibling `NAME.keychain`.
  static func directory(forSandbox sandbox: URL) -> URL {
    let parent = sandbox.deletingLastPathComponent()
    guard parent.lastPathComponent == "devices" else {
      return parent.appendingPathComponent(sandbox.lastPathComponent + ".keychain")
    }
    return parent.deletingLastPathComponent().appendingPathComponent("system/devices")
      .appendingPathComponent(sandbox.lastPathComponent)
  }

  /// The file in `directory`.
  static let fileName = "keychain.sqlite"

  /// Opens (or creates, with a new app account token) the keychain in `directory`.
  init(directory: URL, now: Int64) throws(StorefrontError) {
    if let reason = DatabaseDirectory.create(directory.path) {
      throw .unavailable("\(directory.path): cannot create the keychain directory: \(reason)")
    }
    self.directory = directory
    do {
      database = try SQLiteDatabase(
        path: directory.appendingPathComponent(Self.fileName).path, applicationID: KeychainSchema.applicationID,
        migrations: KeychainSchema.migrations)
      // Read first: a keychain that exists is opened without taking its write lock.
      let existing = try database.scalarInt("SELECT count(*) FROM install") > 0
      let (token, created) =
        try existing
        ? (database.scalarText("SELECT app_account_token FROM install"), false)
        : database.write { database -> (String, Bool) in
          var created = false
          if try database.scalarInt("SELECT count(*) FROM install") == 0 {
            let token = UUID().uuidString.lowercased()
            try database.run("INSERT INTO install(id, app_account_token, created_ms) VALUES (1, ?, ?)", token, now)
            try database.run("INSERT INTO own_token(token) VALUES (?)", token)
            created = true
          }
          return (try database.scalarText("SELECT app_account_token FROM install WHERE id = 1"), created)
        }
      guard let uuid = UUID(uuidString: token) else {
        throw StorefrontError.unavailable("\(database.path): the app account token is damaged")
      }
      appAccountToken = uuid
      isNew = created
    } catch {
      throw StorefrontError.wrap(error)
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

  /// Every app account token this install has bought with.
  func ownTokens() throws(StorefrontError) -> Set<UUID> {
    try read {
      Set(try database.query("SELECT token FROM own_token") { UUID(uuidString: $0.text(0)) }.compactMap { $0 })
    }
  }

  /// Credits a consumable's coins once (keyed by the signing store's `epoch` and the transaction id),
  /// takes them back once it is revoked, and gives back what a refund took once the refund is reversed
  /// (the transaction arrives again, no longer revoked); returns the coins it changed.
  ///
  /// The grant is `coinsPerUnit` × quantity when the transaction is first credited; afterwards, what was
  /// credited then, whatever the catalog says now (nil: the catalog no longer knows the product).
  func credit(_ transaction: Transaction, coinsPerUnit: Int64?, epoch: String, at now: Int64) throws(StorefrontError)
    -> Int64
  {
    let id = Int64(transaction.id)
    let purchaseKey = "tx:\(epoch):\(id)"
    return try write {
      var delta: Int64 = 0
      var granted = try database.first(
        "SELECT delta_coins FROM ledger WHERE idem_key = ?", purchaseKey, row: { $0.int64(0) })
      if granted == nil, let coinsPerUnit, coinsPerUnit > 0 {
        let (grant, overflow) = coinsPerUnit.multipliedReportingOverflow(by: Int64(transaction.purchasedQuantity))
        guard !overflow, grant > 0 else {
          throw StorefrontError.invalidData("transaction \(transaction.id): \(coinsPerUnit) coins × quantity overflows")
        }
        try record(.purchase, key: purchaseKey, coins: grant, transaction, epoch: epoch, at: now)
        delta += grant
        granted = grant
      }
      guard let granted else { return delta }
      let refunds = try database.scalarInt(
        "SELECT count(*) FROM ledger WHERE kind = 'refund' AND store_epoch = ? AND transaction_id = ?", epoch, id)
      let reinstated = try database.scalarInt(
        "SELECT count(*) FROM ledger WHERE kind = 'reinstate' AND store_epoch = ? AND transaction_id = ?", epoch, id)
      if transaction.isRevoked, refunds == reinstated {
        // Coins already spent stay spent: the refund takes back what is left of the grant.
        let taken = min(granted, try database.scalarInt("SELECT coins FROM wallet WHERE id = 1"))
        let key = refunds == 0 ? "refund:\(epoch):\(id)" : "refund:\(epoch):\(id):\(refunds)"
        try record(.refund, key: key, coins: -taken, transaction, epoch: epoch, at: now)
        delta -= taken
      } else if !transaction.isRevoked, refunds > reinstated {
        // A reversed refund gives back exactly what that refund took.
        let taken = try database.scalarInt(
          """
          SELECT -delta_coins FROM ledger WHERE kind = 'refund' AND store_epoch = ? AND transaction_id = ?
          ORDER BY entry_id DESC LIMIT 1
          """, epoch, id)
        try record(
          .reinstate, key: "reinstate:\(epoch):\(id):\(reinstated)", coins: taken, transaction, epoch: epoch, at: now)
        delta += taken
      }
      return delta
    }
  }

  /// What a ledger entry records.
  private enum EntryKind: String {
    /// A consumable's coins credited.
    case purchase
    /// What a refund took back.
    case refund
    /// What a reversed refund gave back.
    case reinstate
  }

  /// Records `coins` for `transaction` under `key` and moves the wallet by them (inside `write`).
  private func record(
    _ kind: EntryKind, key: String, coins: Int64, _ transaction: Transaction, epoch: String, at now: Int64
  ) throws {
    try database.run(
      """
      INSERT INTO ledger(idem_key, kind, delta_coins, store_epoch, transaction_id, product_id, created_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """, key, kind.rawValue, coins, epoch, Int64(transaction.id), transaction.productID, now)
    try database.run("UPDATE wallet SET coins = coins + ? WHERE id = 1", coins)
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

  /// The coins an install made before the keychain existed kept in its sandbox (`legacy_wallet`
  /// of `sandbox`), if any. They are not carried over: nothing in the sandbox is trusted, and a
  /// crafted sandbox could claim any number of coins or another install's token.
  static func legacyCoins(in sandbox: SQLiteDatabase) -> Int64? {
    let coins = try? sandbox.first(
      "SELECT coins FROM legacy_wallet WHERE id = 1 AND coins > 0", row: { $0.int64(0) })
    return coins ?? nil
  }

  @discardableResult
  private func write<Result>(_ body: () throws -> Result) throws(StorefrontError) -> Result {
    do { return try database.write { _ in try body() } } catch { throw StorefrontError.wrap(error) }
  }

  private func read<Result>(_ body: () throws -> Result) throws(StorefrontError) -> Result {
    do { return try body() } catch { throw StorefrontError.wrap(error) }
  }
}
