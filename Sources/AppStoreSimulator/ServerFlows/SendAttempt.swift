/// One attempt to send a notification, as Get Test Notification Status and Get Notification
/// History report it (`SendAttemptItem`).
public struct SendAttempt: Sendable, Equatable {
  /// When the attempt was made (real time, epoch milliseconds).
  public var attemptDate: Int64
  /// What came of it.
  public var result: SendAttemptResult
}
