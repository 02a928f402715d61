import SQLite

extension AppStore {
  /// Records a `TEST` notification (Request a Test Notification) and returns its token, which
  /// is the notification's UUID. It is delivered to webhooks like every other notification; its
  /// `data` holds only the app and the environment.
  public func requestTestNotification() throws(StoreError) -> String {
    try sendTestNotification().uuid
  }

  /// Records a `TEST` notification, as App Store Connect's "request a test notification" does,
  /// and returns it signed.
  @discardableResult
  public func sendTestNotification() throws(StoreError) -> StoredNotification {
    try change { now in
      let sequence = try notify(NotificationType.test, transactionID: nil, at: now)
      return try signedNotifications(after: sequence - 1)[0]
    }
  }

  /// The `TEST` notification of `token` with its send attempts (Get Test Notification Status):
  /// 400 `4000020` for a token that is not one, 404 `4040008` for one this store never issued.
  public func testNotificationStatus(_ token: String) throws(StoreAPIError) -> TestNotificationStatus {
    guard Self.isUUID(token) else {
      throw reject(.invalidTestNotificationToken, "\"\(token.prefix(64))\" is not a test notification token")
    }
    return try apiChange { _ in
      guard
        let sequence = try database.first(
          "SELECT seq FROM notification WHERE uuid = ? AND type = ?", token, NotificationType.test.rawValue,
          row: { $0.int64(0) })
      else { throw reject(.testNotificationNotFound, "no test notification has token \(token)") }
      let notification = try signedNotifications(after: sequence - 1, limit: 1)[0]
      let attempts = try database.query(
        "SELECT started_ms, result FROM webhook_attempt WHERE seq = ? ORDER BY started_ms, id", sequence
      ) { (row) throws(SQLiteError) in
        SendAttempt(
          attemptDate: row.int64(0), result: try row.optionalValue(1, as: SendAttemptResult.self) ?? .other)
      }
      return TestNotificationStatus(notification: notification, sendAttempts: attempts)
    }
  }

  /// Whether `text` is a UUID in the 8-4-4-4-12 hexadecimal form.
  static func isUUID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else if !(48...57).contains(byte) && !(97...102).contains(byte | 0x20) {
        return false
      }
    }
    return true
  }
}
