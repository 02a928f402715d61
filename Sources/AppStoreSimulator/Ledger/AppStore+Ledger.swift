import Catalog
import SQLite

extension AppStore {
  /// Records a new transaction with its payload as of `now` (inside a write transaction); it
  /// is signed when first read.
  func record(_ row: TransactionRow, at now: Int64) throws(SQLiteError) {
    let payload = String(
      decoding: row.payload(app: catalog.app, environment: environment, signedDate: now).jsonBytes(), as: UTF8.self)
    let sequence = try nextValue("update")
    try database.runArray(Self.insertTransactionSQL, row.values + [now, payload, sequence])
  }

  /// Records a new transaction and signs it at once, in one insert: a purchase returns its
  /// transaction signed, and made on `device`.
  func recordSigned(_ row: TransactionRow, device: String, at now: Int64) throws(SQLiteError) -> StoreTransaction {
    let payload = row.payload(app: catalog.app, environment: environment, signedDate: now).jsonBytes()
    let signer = try signer()
    let body = signer.signBody(payload: payload)
    let sequence = try nextValue("update")
    try database.runArray(
      Self.insertSignedTransactionSQL, row.values + [now, String(decoding: payload, as: UTF8.self), body, sequence])
    var transaction = storeTransaction(row, jws: signer.headerPrefix + body, sequence: sequence)
    transaction.deviceName = device
    try checkVerifies(transaction.jws, signedDate: now)
    return transaction
  }

  private static let insertSignedTransactionSQL: String = {
    let placeholders = Array(repeating: "?", count: TransactionRow.columnCount + 4).joined(separator: ", ")
    return """
      INSERT INTO store_transaction(\(TransactionRow.columns), signed_ms, payload, jws_body, update_seq)
      VALUES (\(placeholders))
      """
  }()

  private static let insertTransactionSQL: String = {
    let placeholders = Array(repeating: "?", count: TransactionRow.columnCount + 3).joined(separator: ", ")
    return
      "INSERT INTO store_transaction(\(TransactionRow.columns), signed_ms, payload, update_seq) VALUES (\(placeholders))"
  }()

  /// Records a changed transaction (refunded, upgraded, shortened) as of `now`: a new payload,
  /// signed when next read, and an update devices must fetch.
  func update(_ row: TransactionRow, at now: Int64) throws(SQLiteError) {
    let payload = String(
      decoding: row.payload(app: catalog.app, environment: environment, signedDate: now).jsonBytes(), as: UTF8.self)
    let sequence = try nextValue("update")
    try database.run(
      """
      UPDATE notification SET transaction_payload = (SELECT payload FROM store_transaction WHERE transaction_id = ?1)
      WHERE transaction_id = ?1 AND transaction_payload IS NULL AND jws_body IS NULL
      """, row.transactionID)
    try database.run(
      """
      UPDATE store_transaction SET expires_ms = ?, is_upgraded = ?, revocation_ms = ?, revocation_reason = ?,
        revocation_type = ?, revocation_percentage = ?, signed_ms = ?, payload = ?, jws_body = NULL, update_seq = ?
      WHERE transaction_id = ?
      """,
      row.expiresMilliseconds, row.isUpgraded, row.revocationMilliseconds, row.revocationReason,
      row.revocationType?.rawValue, row.revocationPercentage, now, payload, sequence, row.transactionID)
  }

  /// Transaction `id` with its JWS, signing it now if nobody read it before; the signature is kept
  /// in a write transaction, and in `observe`'s read transaction marks the observation to be redone
  /// as a change.
  func signedTransaction(_ id: Int64) throws(SQLiteError) -> StoreTransaction? {
    guard
      let (row, payload, body, sequence, device) = try database.first(
        """
        SELECT \(TransactionRow.columns), payload, jws_body, update_seq,
          (SELECT name FROM device WHERE device.device_id = store_transaction.device_id)
        FROM store_transaction WHERE transaction_id = ?
        """, id,
        row: { (row) throws(SQLiteError) in
          // The columns after the row's own.
          let next = Int32(TransactionRow.columnCount)
          return (
            try TransactionRow(row: row), row.text(next), row.optionalText(next + 1), row.int64(next + 2),
            row.optionalText(next + 3)
          )
        })
    else { return nil }
    var jwsBody = body
    if jwsBody == nil {
      let signedBody = try signer().signBody(payload: Array(payload.utf8))
      if database.isReading {
        observationNeedsWrite = true
      } else {
        try database.run("UPDATE store_transaction SET jws_body = ? WHERE transaction_id = ?", signedBody, id)
      }
      jwsBody = signedBody
    }
    var transaction = storeTransaction(row, jws: try signer().headerPrefix + jwsBody!, sequence: sequence)
    transaction.deviceName = device
    return transaction
  }

  /// Transaction `id`, signed, which a row of the ledger (`holder`, for the message) refers to: an
  /// error naming the ledger if it is not there.
  func recordedTransaction(_ id: Int64, namedBy holder: @autoclosure () -> String) throws -> StoreTransaction {
    guard let transaction = try signedTransaction(id) else {
      throw damaged("\(holder()) names transaction \(id), which the ledger does not hold")
    }
    return transaction
  }

  /// The error for a ledger that contradicts itself, naming its file and what is wrong.
  func damaged(_ detail: String) -> StoreError { .damagedLedger(path: database.path, detail: detail) }

  /// The stored row of transaction `id`.
  func transactionRow(_ id: Int64) throws(SQLiteError) -> TransactionRow? {
    try database.first("SELECT \(TransactionRow.columns) FROM store_transaction WHERE transaction_id = ?", id) {
      (row) throws(SQLiteError) in
      try TransactionRow(row: row)
    }
  }

  /// The environment transactions are signed for.
  var environment: StoreEnvironment { catalog.settings.environment }

  /// The `appAppleId` a notification's `data` (or `summary`) carries: the app's, in Production only
  /// ("It isn't present in the sandbox environment", Apple's documentation of the field); nil
  /// elsewhere or when the catalog gives none.
  var notificationAppAppleID: Int64? {
    environment == .production && catalog.app.appAppleID > 0 ? catalog.app.appAppleID : nil
  }

  func storeTransaction(_ row: TransactionRow, jws: String, sequence: Int64) -> StoreTransaction {
    StoreTransaction(
      id: row.transactionID, originalID: row.originalTransactionID, productID: row.productID,
      productType: row.productType, groupID: row.groupID, purchaseDate: row.purchaseMilliseconds,
      expiresDate: row.expiresMilliseconds, quantity: row.quantity, priceMilliunits: row.priceMilliunits,
      currency: row.currency, storefront: row.storefront, reason: row.reason, offerType: row.offerType,
      isUpgraded: row.isUpgraded, revocationDate: row.revocationMilliseconds, revocationReason: row.revocationReason,
      deviceName: nil, jws: jws, updateSequence: sequence, orderID: row.orderID,
      revocationType: row.revocationType, revocationPercentage: row.revocationPercentage,
      isFamilyShared: row.sharedFromID != nil, commitmentPeriodNumber: row.commitment?.number)
  }
}
