import SQLite

extension AppStore {
  /// Sets the app account token of the purchase whose original transaction is `id`, as the App
  /// Store Server API's Set App Account Token does: a subscription's current transaction takes
  /// it (renewals copy it from there, past transactions keep theirs), any other purchase its own
  /// transaction. The changed transaction is signed again and reaches devices as an update.
  public func setAppAccountToken(_ token: String, originalTransactionID id: Int64) throws(StoreError) {
    try change { now in
      let current =
        try database.first(
          "SELECT latest_transaction_id FROM subscription WHERE original_transaction_id = ?", id, row: { $0.int64(0) })
        ?? id
      try database.run("UPDATE store_transaction SET app_account_token = ? WHERE transaction_id = ?", token, current)
      guard let row = try transactionRow(current) else { return }
      try update(row, at: now)
    }
  }
}
