import Catalog
import SQLite

extension AppStore {
  /// The storefront of `account`.
  public func storefront(of account: String = AppStore.defaultAccount) throws(StoreError) -> StorefrontInfo {
    do { return try accountStorefront(account) } catch { throw StoreError.from(error) }
  }

  /// Opens `account` on first use, in the catalog's default storefront.
  func ensureAccount(_ account: String, at now: Int64) throws(SQLiteError) {
    try database.run(
      "INSERT OR IGNORE INTO account(account_id, storefront, created_ms) VALUES (?, ?, ?)", account,
      catalog.defaultStorefront.id, now)
  }

  func accountStorefront(_ account: String) throws(SQLiteError) -> StorefrontInfo {
    if let cached = dueCache?.storefronts[account] { return cached }
    let id = try database.scalarText("SELECT storefront FROM account WHERE account_id = ?", account)
    let storefront = catalog.storefront(id) ?? catalog.defaultStorefront
    dueCache?.storefronts[account] = storefront
    return storefront
  }

  /// Moves `account` to storefront `id`: later purchases and renewals are priced there.
  public func setStorefront(_ id: String, for account: String = AppStore.defaultAccount) throws(StoreError) {
    guard catalog.storefront(id) != nil else {
      let known = catalog.storefronts.map(\.id).joined(separator: ", ")
      throw .invalidRequest("storefront \"\(id)\" is not in the catalog; choose one of: \(known)")
    }
    try change { now in
      try ensureAccount(account, at: now)
      try database.run("UPDATE account SET storefront = ? WHERE account_id = ?", id, account)
    }
  }

  /// The id of the device (app install) called `name` on `account`, registering it on first use.
  public func device(named name: String, account: String = AppStore.defaultAccount) throws(StoreError) -> Int64 {
    try change { now in try deviceID(named: name, account: account, at: now) }
  }

  func deviceID(named name: String, account: String, at now: Int64) throws(SQLiteError) -> Int64 {
    try ensureAccount(account, at: now)
    try database.run(
      "INSERT OR IGNORE INTO device(account_id, name, created_ms) VALUES (?, ?, ?)", account, name, now)
    return try database.scalarInt("SELECT device_id FROM device WHERE account_id = ? AND name = ?", account, name)
  }

  /// The names of the devices registered on `account`, oldest first.
  public func deviceNames(account: String = AppStore.defaultAccount) throws(StoreError) -> [String] {
    do {
      return try database.query("SELECT name FROM device WHERE account_id = ? ORDER BY device_id", account) {
        $0.text(0)
      }
    } catch {
      throw StoreError.from(error)
    }
  }
}
