import Catalog
import SQLite

extension AppStore {
  /// Signs and records a new transaction (inside a write transaction); returns it as stored.
  func record(_ row: TransactionRow, signedAt now: Int64) throws(SQLiteError) -> StoreTransaction {
    let jws = signer.sign(payload: json(row.payload(app: catalog.app, environment: environment, signedDate: now)))
    let sequence = try nextValue("update")
    let placeholders = Array(repeating: "?", count: row.values.count + 3).joined(separator: ", ")
    try database.runArray(
      "INSERT INTO store_transaction(\(TransactionRow.columns), signed_ms, jws, update_seq) VALUES (\(placeholders))",
      row.values + [now, jws, sequence])
    return storeTransaction(row, jws: jws, sequence: sequence)
  }

  /// Re-signs a changed transaction and marks it as an update devices must fetch.
  func resign(_ row: TransactionRow, signedAt now: Int64) throws(SQLiteError) -> StoreTransaction {
    let jws = signer.sign(payload: json(row.payload(app: catalog.app, environment: environment, signedDate: now)))
    let sequence = try nextValue("update")
    try database.run(
      """
      UPDATE store_transaction SET expires_ms = ?, is_upgraded = ?, revocation_ms = ?, revocation_reason = ?,
        signed_ms = ?, jws = ?, update_seq = ? WHERE transaction_id = ?
      """,
      row.expiresMilliseconds, row.isUpgraded, row.revocationMilliseconds, row.revocationReason, now, jws, sequence,
      row.transactionID)
    return storeTransaction(row, jws: jws, sequence: sequence)
  }

  /// The stored row of transaction `id`.
  func transactionRow(_ id: Int64) throws(SQLiteError) -> TransactionRow? {
    try database.first("SELECT \(TransactionRow.columns) FROM store_transaction WHERE transaction_id = ?", id) {
      TransactionRow(row: $0)
    }
  }

  /// The environment transactions are signed for.
  var environment: StoreEnvironment { catalog.settings.environment }

  func storeTransaction(_ row: TransactionRow, jws: String, sequence: Int64) -> StoreTransaction {
    StoreTransaction(
      id: row.transactionID, originalID: row.originalTransactionID, productID: row.productID,
      productType: row.productType.transactionTypeName, groupID: row.groupID, purchaseDate: row.purchaseMilliseconds,
      expiresDate: row.expiresMilliseconds, quantity: row.quantity, priceMilliunits: row.priceMilliunits,
      currency: row.currency, storefront: row.storefront, reason: row.reason, offerType: row.offerType,
      isUpgraded: row.isUpgraded, revocationDate: row.revocationMilliseconds, revocationReason: row.revocationReason,
      deviceName: nil, jws: jws, updateSequence: sequence)
  }
}
