/// What Get Test Notification Status answers: the `TEST` notification and its send attempts.
public struct TestNotificationStatus: Sendable, Equatable {
  /// The notification as signed (`signedPayload`).
  public var notification: StoredNotification
  /// Every attempt to deliver it to a webhook so far, oldest first (empty before the first).
  public var sendAttempts: [SendAttempt]
}
