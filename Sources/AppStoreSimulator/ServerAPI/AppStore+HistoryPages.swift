import SQLite

extension AppStore {
  /// Up to `limit` transactions of `account` changed after `sequence` (oldest change first), or
  /// before it when `descending` (newest first): one page of the Server API's history, read with
  /// SQL LIMIT over the (account, update sequence) index rather than the whole history.
  public func transactionPage(account: String, beyond sequence: Int64, descending: Bool, limit: Int)
    throws(StoreError) -> [StoreTransaction]
  {
    try change { _ in
      let sql =
        descending
        ? "SELECT transaction_id FROM store_transaction WHERE account_id = ? AND update_seq < ? "
          + "ORDER BY update_seq DESC LIMIT ?"
        : "SELECT transaction_id FROM store_transaction WHERE account_id = ? AND update_seq > ? "
          + "ORDER BY update_seq LIMIT ?"
      let ids = try database.query(sql, account, sequence, Int64(limit)) { $0.int64(0) }
      var result: [StoreTransaction] = []
      for id in ids { if let transaction = try signedTransaction(id) { result.append(transaction) } }
      return result
    }
  }

  /// Up to `limit` notifications after `sequence`, oldest first, signed at or after `from` and
  /// before `until`, each signed (only these are signed, if not yet).
  public func notificationPage(after sequence: Int64, limit: Int, from: Int64, until: Int64) throws(StoreError)
    -> [StoredNotification]
  {
    try change { _ in try signedNotifications(after: sequence, limit: Int64(limit), from: from, until: until) }
  }
}
