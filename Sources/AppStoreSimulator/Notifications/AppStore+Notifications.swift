import FoundationEssentials
import JWS
import SQLite

extension AppStore {
  /// Records a notification of `type` and `subtype` about transaction `transactionID` and `subscription` as
  /// they are now (inside a write transaction), with a `consumptionRequestReason` in its `data`, or a
  /// `summary` in place of `data`; it is signed when first read.
  ///
  /// The transaction's payload is not copied: the notification reads the transaction's own until that
  /// changes, and `update(_:at:)` first copies the old payload into every unsigned notification that still
  /// reads it.
  ///
  /// An event of a subscription the purchaser shares with the family reaches each member too, as
  /// `shareSubscriptionEvent` says.
  @discardableResult
  func notify(
    _ type: NotificationType, subtype: NotificationSubtype? = nil, transactionID: Int64?,
    subscription: SubscriptionRow? = nil, consumptionRequestReason: ConsumptionRequestReason? = nil,
    summary: NotificationPayload.Summary? = nil, at now: Int64
  ) throws(SQLiteError) -> Int64 {
    let sequence = try record(
      type.rawValue, subtype: subtype?.rawValue, transactionID: transactionID, subscription: subscription,
      consumptionRequestReason: consumptionRequestReason?.rawValue,
      summary: summary.map { String(decoding: json($0), as: UTF8.self) }, at: now)
    if let subscription { try shareSubscriptionEvent(type, subtype: subtype, of: subscription, at: now) }
    return sequence
  }

  private func record(
    _ type: String, subtype: String?, transactionID: Int64?, subscription: SubscriptionRow?,
    consumptionRequestReason: String? = nil, summary: String? = nil, at now: Int64
  ) throws(SQLiteError) -> Int64 {
    var renewalPayload: String?
    if let subscription {
      renewalPayload = String(decoding: try renewalInfoPayload(subscription, at: now).jsonBytes(), as: UTF8.self)
    }
    let sequence = try nextValue("notification")
    try database.run(
      """
      INSERT INTO notification(seq, uuid, type, subtype, original_transaction_id, transaction_id, signed_ms, status,
        transaction_payload, renewal_payload, consumption_request_reason, summary_payload)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      sequence, NotificationUUID.make(), type, subtype, subscription?.originalTransactionID, transactionID, now,
      subscription?.status.rawValue, nil as String?, renewalPayload, consumptionRequestReason, summary)
    return sequence
  }

  /// How many notifications of `type` the store recorded, counted without signing any.
  public func notificationCount(of type: NotificationType) throws(StoreError) -> Int {
    try change { _ in Int(try database.scalarInt("SELECT count(*) FROM notification WHERE type = ?", type.rawValue)) }
  }

  /// Notifications recorded after `sequence`, oldest first, each signed.
  public func notifications(after sequence: Int64 = 0) throws(StoreError) -> [StoredNotification] {
    try observe { _ in try signedNotifications(after: sequence) }
  }

  /// Up to `limit` notifications after `sequence` (all when -1), signing any not yet signed.
  func signedNotifications(after sequence: Int64, limit: Int64 = -1) throws(SQLiteError) -> [StoredNotification] {
    try signedNotifications(where: "n.seq > ? ORDER BY n.seq LIMIT ?", sequence, limit)
  }

  /// Up to `limit` notifications after (`date`, `sequence`) in (signed date, sequence) order and
  /// signed before `until`, signing any not yet signed.
  func signedNotifications(byDateAfter date: Int64, sequence: Int64, until: Int64, limit: Int64)
    throws(SQLiteError) -> [StoredNotification]
  {
    try signedNotifications(
      where: "(n.signed_ms, n.seq) > (?, ?) AND n.signed_ms < ? ORDER BY n.signed_ms, n.seq LIMIT ?", date,
      sequence, until, limit)
  }

  /// The notifications `condition` (a WHERE clause with its ORDER BY and LIMIT) selects, signing
  /// any not yet signed.
  private func signedNotifications(where condition: String, _ arguments: any SQLiteBindable...) throws(SQLiteError)
    -> [StoredNotification]
  {
    let rows = try database.query(
      """
      SELECT n.seq, n.uuid, n.type, n.subtype, n.signed_ms, n.status, coalesce(n.transaction_payload, t.payload),
        n.renewal_payload, n.jws_body, n.consumption_request_reason, n.summary_payload
      FROM notification n LEFT JOIN store_transaction t ON t.transaction_id = n.transaction_id
      WHERE \(condition)
      """, arguments: arguments
    ) { row in
      (
        StoredNotification(
          sequence: row.int64(0), uuid: row.text(1), type: row.text(2), subtype: row.optionalText(3),
          signedDate: row.int64(4), jws: row.optionalText(8) ?? ""),
        row.optionalInt64(5), row.optionalText(6), row.optionalText(7), row.optionalText(9), row.optionalText(10)
      )
    }
    var result: [StoredNotification] = []
    for (stored, status, transactionPayload, renewalPayload, reason, summary) in rows {
      var notification = stored
      let signer = try signer()
      if notification.jws.isEmpty {
        let body = signBody(
          notification, status: status, transaction: transactionPayload, renewal: renewalPayload,
          consumptionRequestReason: reason, summary: summary, signer: signer)
        if database.isReading {
          observationNeedsWrite = true
        } else {
          try database.run("UPDATE notification SET jws_body = ? WHERE seq = ?", body, notification.sequence)
        }
        notification.jws = body
      }
      notification.jws = signer.headerPrefix + notification.jws
      result.append(notification)
    }
    return result
  }

  /// The signed `signedPayload` of a recorded notification (without the shared header), with
  /// its transaction and renewal info signed from the payloads recorded with it, as of the
  /// notification's own moment: Apple signs what it sends when it sends it, so their `signedDate`
  /// is the notification's (a refund's transaction is not the one signed at the purchase).
  private func signBody(
    _ notification: StoredNotification, status: Int64?, transaction: String?, renewal: String?,
    consumptionRequestReason: String?, summary: String?, signer: JWSSigner
  ) -> String {
    var payload = NotificationPayload(
      notificationType: notification.type, subtype: notification.subtype, notificationUUID: notification.uuid,
      version: "2.0", signedDate: notification.signedDate,
      data: NotificationPayload.Data(
        appAppleId: notificationAppAppleID, bundleId: catalog.app.bundleID,
        // A TEST notification is about no purchase of any version of the app: bundle and environment only.
        bundleVersion: notification.type == NotificationType.test.rawValue ? nil : catalog.app.bundleVersion,
        environment: environment.rawValue,
        signedTransactionInfo: transaction.map {
          signer.sign(payload: Self.redated($0, as: TransactionPayload.self, at: notification.signedDate))
        },
        signedRenewalInfo: renewal.map {
          signer.sign(payload: Self.redated($0, as: RenewalInfoPayload.self, at: notification.signedDate))
        },
        status: status.map(Int.init),
        consumptionRequestReason: consumptionRequestReason))
    if let summary,
      let decoded = try? JSONDecoder().decode(
        NotificationPayload.Summary.self, from: FoundationEssentials.Data(summary.utf8))
    {
      payload.data = nil
      payload.summary = decoded
    }
    return signer.signBody(payload: json(payload))
  }

  /// A recorded payload (transaction or renewal info) as signed at `date`; the text as recorded
  /// when it cannot be read (it was written by this store, so it can).
  static func redated<Payload: SignedPayload>(_ payload: String, as type: Payload.Type, at date: Int64) -> [UInt8] {
    guard var decoded = try? JSONDecoder().decode(type, from: FoundationEssentials.Data(payload.utf8)) else {
      return Array(payload.utf8)
    }
    decoded.signedDate = date
    return decoded.jsonBytes()
  }
}
