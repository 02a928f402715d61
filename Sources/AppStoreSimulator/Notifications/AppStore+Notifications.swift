import Foundation
import SQLite

extension AppStore {
  /// Records a signed notification (inside a write transaction).
  ///
  /// - Parameters:
  ///   - transaction: the transaction it is about, whose current JWS goes in `signedTransactionInfo`.
  ///   - subscription: the subscription it is about, for `signedRenewalInfo` and `status`.
  @discardableResult
  func notify(
    _ type: String, subtype: String? = nil, transaction: StoreTransaction?, subscription: SubscriptionRow? = nil,
    at now: Int64
  ) throws(SQLiteError) -> StoredNotification {
    let renewalJWS = try subscription.map { subscription throws(SQLiteError) in
      signer.sign(payload: json(try renewalInfoPayload(subscription, at: now)))
    }
    let payload = NotificationPayload(
      notificationType: type, subtype: subtype, notificationUUID: UUID().uuidString.lowercased(), version: "2.0",
      signedDate: now,
      data: NotificationPayload.Data(
        appAppleId: catalog.app.appAppleID > 0 ? catalog.app.appAppleID : nil, bundleId: catalog.app.bundleID,
        bundleVersion: nil, environment: environment.rawValue, signedTransactionInfo: transaction?.jws,
        signedRenewalInfo: renewalJWS, status: subscription?.status.rawValue))
    let jws = signer.sign(payload: json(payload))
    let sequence = try nextValue("notification")
    try database.run(
      """
      INSERT INTO notification(seq, uuid, type, subtype, original_transaction_id, transaction_id, signed_ms, jws)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """,
      sequence, payload.notificationUUID, type, subtype, transaction?.originalID, transaction?.id, now, jws)
    return StoredNotification(
      sequence: sequence, uuid: payload.notificationUUID, type: type, subtype: subtype, signedDate: now, jws: jws)
  }

  /// Notifications recorded after `sequence`, oldest first.
  public func notifications(after sequence: Int64 = 0) throws(StoreError) -> [StoredNotification] {
    do {
      return try database.query(
        "SELECT seq, uuid, type, subtype, signed_ms, jws FROM notification WHERE seq > ? ORDER BY seq", sequence
      ) { row in
        StoredNotification(
          sequence: row.int64(0), uuid: row.text(1), type: row.text(2), subtype: row.optionalText(3),
          signedDate: row.int64(4), jws: row.text(5))
      }
    } catch {
      throw StoreError.from(error)
    }
  }

  /// Records a TEST notification, as App Store Connect's "request a test notification" does.
  @discardableResult
  public func sendTestNotification() throws(StoreError) -> StoredNotification {
    try change { now in try notify("TEST", transaction: nil, at: now) }
  }
}
