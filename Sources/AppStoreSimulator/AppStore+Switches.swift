import SQLite

extension AppStore {
  /// Stores the catalog's switches on a new ledger (existing values are kept).
  func installSwitches() throws(SQLiteError) {
    let settings = catalog.settings
    let initial = StoreSwitches(
      askToBuy: settings.askToBuy, interruptedPurchases: settings.interruptedPurchases,
      billingRetryOnRenewal: settings.billingRetryOnRenewal, gracePeriodDays: settings.gracePeriodDays)
    for (name, value) in zip(StoreSwitches.names, initial.values) {
      try database.run("INSERT OR IGNORE INTO setting(name, value) VALUES (?, ?)", name, value)
    }
  }

  /// The current switches.
  public func switches() throws(StoreError) -> StoreSwitches {
    do { return try readSwitches() } catch { throw StoreError.from(error) }
  }

  func readSwitches() throws(SQLiteError) -> StoreSwitches {
    if let cached = dueCache?.switches { return cached }
    let pairs = try database.query("SELECT name, value FROM setting") { ($0.text(0), $0.int(1)) }
    let switches = StoreSwitches(values: Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
    dueCache?.switches = switches
    return switches
  }

  /// Changes the switches; turning billing retry off recovers every subscription in billing retry.
  public func setSwitches(_ switches: StoreSwitches) throws(StoreError) {
    guard [0, 3, 16, 28].contains(switches.gracePeriodDays) else {
      throw .invalidRequest("grace period of \(switches.gracePeriodDays) days is not offered; use 0 (off), 3, 16 or 28")
    }
    try change { now in
      let before = try readSwitches()
      for (name, value) in zip(StoreSwitches.names, switches.values) {
        try database.run("UPDATE setting SET value = ? WHERE name = ?", value, name)
      }
      if before.billingRetryOnRenewal && !switches.billingRetryOnRenewal {
        try recoverBillingRetries(at: now)
      }
    }
  }
}
