import Foundation
import JWS
import SQLite

extension AppStore {
  /// Records a notification about transaction `transactionID` and `subscription` as they are
  /// now (inside a write transaction); it is signed when first read.
  ///
  /// The transaction's payload is not copied: the notification reads the transaction's own
  /// until that changes, and `update(_:at:)` first copies the old payload into every unsigned
  /// notification that still reads it.
  @discardableResult
  func notify(
    _ type: String, subtype: String? = nil, transactionID: Int64?, subscription: SubscriptionRow? = nil,
    at now: Int64
  ) throws(SQLiteError) -> Int64 {
    var renewalPayload: String?
    if let subscription {
      renewalPayload = String(decoding: try renewalInfoPayload(subscription, at: now).jsonBytes(), as: UTF8.self)
    }
    let sequence = try nextValue("notification")
    try database.run(
      """
      INSERT INTO notification(seq, uuid, type, subtype, original_transaction_id, transaction_id, signed_ms, status,
        transaction_payload, renewal_payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      sequence, NotificationUUID.make(), type, subtype, subscription?.originalTransactionID, transactionID, now,
      subscription?.status.rawValue, nil as String?, renewalPayload)
    return sequence
  }

  /// Notifications recorded after `sequence`, oldest first, each signed.
  public func notifications(after sequence: Int64 = 0) throws(StoreError) -> [StoredNotification] {
    try change { _ in try signedNotifications(after: sequence) }
  }

  /// Up to `limit` notifications after `sequence` (all when -1), signing any not yet signed.
  func signedNotifications(after sequence: Int64, limit: Int64 = -1) throws(SQLiteError) -> [StoredNotification] {
    let rows = try database.query(
      """
      SELECT n.seq, n.uuid, n.type, n.subtype, n.signed_ms, n.status, coalesce(n.transaction_payload, t.payload),
        n.renewal_payload, n.jws_body
      FROM notification n LEFT JOIN store_transaction t ON t.transaction_id = n.transaction_id
      WHERE n.seq > ? ORDER BY n.seq LIMIT ?
      """, sequence, limit
    ) { row in
      (
        StoredNotification(
          sequence: row.int64(0), uuid: row.text(1), type: row.text(2), subtype: row.optionalText(3),
          signedDate: row.int64(4), jws: row.optionalText(8) ?? ""),
        row.optionalInt64(5), row.optionalText(6), row.optionalText(7)
      )
    }
    var result: [StoredNotification] = []
    for (stored, status, transactionPayload, renewalPayload) in rows {
      var notification = stored
      let signer = try signer()
      if notification.jws.isEmpty {
        let body = signBody(
          notification, status: status, transaction: transactionPayload, renewal: renewalPayload, signer: signer)
        try database.run("UPDATE notification SET jws_body = ? WHERE seq = ?", body, notification.sequence)
        notification.jws = body
      }
      notification.jws = signer.headerPrefix + notification.jws
      result.append(notification)
    }
    return result
  }

  /// The signed `signedPayload` of a recorded notification (without the shared header), with
  /// its transaction and renewal info signed from the payloads recorded with it.
  private func signBody(
    _ notification: StoredNotification, status: Int64?, transaction: String?, renewal: String?, signer: JWSSigner
  ) -> String {
    let payload = NotificationPayload(
      notificationType: notification.type, subtype: notification.subtype, notificationUUID: notification.uuid,
      version: "2.0", signedDate: notification.signedDate,
      data: NotificationPayload.Data(
        appAppleId: catalog.app.appAppleID > 0 ? catalog.app.appAppleID : nil, bundleId: catalog.app.bundleID,
        bundleVersion: nil, environment: environment.rawValue,
        signedTransactionInfo: transaction.map { signer.sign(payload: Array($0.utf8)) },
        signedRenewalInfo: renewal.map { signer.sign(payload: Array($0.utf8)) }, status: status.map(Int.init)))
    return signer.signBody(payload: json(payload))
  }

  /// Records a TEST notification, as App Store Connect's "request a test notification" does.
  @discardableResult
  public func sendTestNotification() throws(StoreError) -> StoredNotification {
    try change { now in
      let sequence = try notify("TEST", transactionID: nil, at: now)
      return try signedNotifications(after: sequence - 1)[0]
    }
  }
}
