/// One recorded attempt to deliver a notification to a webhook URL.
public struct WebhookAttempt: Sendable, Equatable {
  /// The endpoint the notification was POSTed to.
  public var url: String
  /// The notification's sequence number in the store.
  public var sequence: Int64
  /// The notification's type, for display.
  public var notificationType: String
  /// 1 for the first attempt at this notification and URL, then 2, 3...
  public var attempt: Int
  /// When the attempt started, in real (wall-clock) epoch milliseconds.
  public var startedAt: Int64
  /// How long the request took, in milliseconds.
  public var durationMilliseconds: Int64
  /// What came back.
  public var response: WebhookResponse
  /// When the attempt was recorded on the store's simulated clock (epoch milliseconds), once it
  /// is in the ledger: the `attemptDate` of Get Notification History.
  public var simulatedAt: Int64?

  /// An attempt record.
  public init(
    url: String, sequence: Int64, notificationType: String, attempt: Int, startedAt: Int64,
    durationMilliseconds: Int64, response: WebhookResponse, simulatedAt: Int64? = nil
  ) {
    self.url = url
    self.sequence = sequence
    self.notificationType = notificationType
    self.attempt = attempt
    self.startedAt = startedAt
    self.durationMilliseconds = durationMilliseconds
    self.response = response
    self.simulatedAt = simulatedAt
  }

  /// Whether this attempt delivered the notification.
  public var delivered: Bool { response.isSuccess }

  /// The App Store's `sendAttemptResult` for this attempt.
  public var result: SendAttemptResult { response.result }
}
