import StoreWire
import SQLite

extension AppStore {
  /// The transactions of order `orderID` (Look Up Order ID): status valid with the order's
  /// signed transactions, or invalid with none when no purchase of this store has that order id.
  public func lookUpOrder(_ orderID: String) throws(StoreError) -> OrderLookup {
    guard OrderID.isWellFormed(orderID) else { return OrderLookup(status: .invalid, transactions: []) }
    return try change { _ in
      let ids = try database.query(
        "SELECT transaction_id FROM store_transaction WHERE order_id = ? ORDER BY transaction_id", orderID
      ) { $0.int64(0) }
      var transactions: [StoreTransaction] = []
      for id in ids { if let transaction = try signedTransaction(id) { transactions.append(transaction) } }
      return OrderLookup(status: transactions.isEmpty ? .invalid : .valid, transactions: transactions)
    }
  }

  /// Gives every transaction recorded before order ids existed its order id (inside a write
  /// transaction; once per ledger, as the index finds no row without one afterwards).
  func backfillOrderIDs() throws(SQLiteError) {
    let ids = try database.query("SELECT transaction_id FROM store_transaction WHERE order_id IS NULL") {
      $0.int64(0)
    }
    for id in ids {
      try database.run(
        "UPDATE store_transaction SET order_id = ? WHERE transaction_id = ?", OrderID.make(transactionID: id), id)
    }
  }
}
