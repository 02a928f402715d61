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

  /// Credits a consumable's coins once (keyed by the signing store's `epoch` and the transaction
  /// id), or takes them back once it is revoked; returns the coins it changed.
  func credit(_ transaction: Transaction, coinsPerUnit: Int64, epoch: String, at now: Int64) throws(StorefrontError)
    -> Int64
  {
    let (granted, overflow) = coinsPerUnit.multipliedReportingOverflow(by: Int64(transaction.purchasedQuantity))
    guard !overflow, granted > 0 else {
      throw StorefrontError.invalidData("transaction \(transaction.id): \(coinsPerUnit) coins × quantity overflows")
    }
    let id = Int64(transaction.id)
    return try write {
      var delta: Int64 = 0
      try database.run(
        """
        INSERT INTO ledger(idem_key, kind, delta_coins, store_epoch, transaction_id, product_id, created_ms)
        VALUES (?, 'purchase', ?, ?, ?, ?, ?) ON CONFLICT(idem_key) DO NOTHING
        """, "tx:\(epoch):\(id)", granted, epoch, id, transaction.productID, now)
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
          INSERT INTO ledger(idem_key, kind, delta_coins, store_epoch, transaction_id, product_id, created_ms)
          VALUES (?, 'refund', ?, ?, ?, ?, ?) ON CONFLICT(idem_key) DO NOTHING
          """, "refund:\(epoch):\(id)", -taken, epoch, id, transaction.productID, now)
        if database.changes == 1 {
          try database.run("UPDATE wallet SET coins = coins - ? WHERE id = 1", taken)
          delta -= taken
        }
      }
      return delta
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
