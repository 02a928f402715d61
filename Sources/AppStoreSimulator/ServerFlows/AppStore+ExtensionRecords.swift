import SQLite

extension AppStore {
  /// The renewal-date extensions of `account`'s subscriptions, oldest first.
  public func renewalExtensions(account: String = AppStore.defaultAccount) throws(StoreError)
    -> [RenewalExtensionRecord]
  {
    do {
      return try database.query(
        """
        SELECT e.original_transaction_id, s.product_id, e.days, e.reason, e.extended_ms, e.effective_ms,
          e.request_identifier, e.mass_request IS NOT NULL
        FROM renewal_extension e JOIN subscription s ON s.original_transaction_id = e.original_transaction_id
        WHERE s.account_id = ? ORDER BY e.extension_id
        """, account
      ) { (row) throws(SQLiteError) in
        RenewalExtensionRecord(
          originalTransactionID: row.int64(0), productID: row.text(1), days: row.int(2),
          reason: try row.value(3, as: ExtendReason.self), extendedDate: row.int64(4),
          effectiveDate: row.int64(5), requestIdentifier: row.text(6), isMassExtension: row.int(7) != 0)
      }
    } catch {
      throw StoreError.from(error)
    }
  }
}
