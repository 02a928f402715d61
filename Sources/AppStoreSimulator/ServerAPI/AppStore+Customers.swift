import SQLite

extension AppStore {
  /// The account that owns transaction `id` (any transaction, original or renewal), or nil when
  /// the ledger has no such transaction: the customer an App Store Server API call names.
  public func customer(ofTransaction id: Int64) throws(StoreError) -> String? {
    do {
      return try database.first("SELECT account_id FROM store_transaction WHERE transaction_id = ?", id) {
        $0.text(0)
      }
    } catch {
      throw StoreError.from(error)
    }
  }
}
