import AppStoreSimulator

extension ServerAPI {
  /// Request a Test Notification: `POST /inApps/v1/notifications/test`; 404 `4040007` when the
  /// server delivers to no URL (`serve` without `--webhook`), as Apple answers an app without one.
  func requestTestNotification(store: AppStore) throws -> HTTPResponse {
    guard hasNotificationURL else { throw APIError.notificationURLNotFound }
    return Self.ok(["testNotificationToken": .string(try store.requestTestNotification())])
  }

  /// Get Test Notification Status: `GET /inApps/v1/notifications/test/{testNotificationToken}`:
  /// the notification as sent and every attempt to deliver it so far.
  func testNotificationStatus(_ token: String, store: AppStore) throws -> HTTPResponse {
    let status = try Self.answering { () throws(StoreAPIError) in try store.testNotificationStatus(token) }
    return Self.ok([
      "signedPayload": .string(status.notification.jws),
      "sendAttempts": .array(
        status.sendAttempts.map { attempt in
          .object([
            "attemptDate": .int(attempt.attemptDate), "sendAttemptResult": .string(attempt.result.rawValue),
          ])
        }),
    ])
  }
}
