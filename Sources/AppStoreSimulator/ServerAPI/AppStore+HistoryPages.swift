import SQLite

extension AppStore {
  /// Up to `limit` transactions of `account` changed after `sequence` (oldest change first), or
  /// before it when `descending` (newest first): one page of the Server API's history, read with
  /// SQL LIMIT over the (account, update sequence) index rather than the whole history.
  public func transactionPage(account: String, beyond sequence: Int64, descending: Bool, limit: Int)
    throws(StoreError) -> [StoreTransaction]
  {
    try observe { _ in
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

  /// Up to `limit` notifications signed at or after `from` and before `until`, in order of signed
  /// date then sequence, starting after notification `sequence` (0: from the start), each signed
  /// (only these are signed, if not yet): one page of Get Notification History, read over the
  /// (signed date, sequence) index.
  public func notificationPage(after sequence: Int64, limit: Int, from: Int64, until: Int64) throws(StoreError)
    -> [StoredNotification]
  {
    try observe { _ in
      var lowerDate = from
      var lowerSequence: Int64 = 0
      if sequence > 0,
        let signed = try database.first(
          "SELECT signed_ms FROM notification WHERE seq = ?", sequence, row: { $0.int64(0) })
      {
        lowerDate = max(from, signed)
        lowerSequence = signed >= from ? sequence : 0
      }
      return try signedNotifications(
        byDateAfter: lowerDate, sequence: lowerSequence, until: until, limit: Int64(limit))
    }
  }
}
