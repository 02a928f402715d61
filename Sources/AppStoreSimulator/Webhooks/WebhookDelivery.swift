/// Delivers a store's notifications to one webhook URL, in order, retrying failures with
/// backoff and recording every attempt in the ledger.
///
/// A notification the server accepted is never sent to that URL again: the next one to send is
/// always read from the ledger, and only one deliverer per URL runs at a time (a lease in the
/// ledger). The one window left is a crash after the server accepted a notification and before
/// the acceptance was recorded; the next run then sends it again, as the App Store itself may.
public struct WebhookDelivery {
  /// What happened during a run, reported as it happens.
  public enum Event {
    /// An attempt was made; `retryIn` is the wait before the next attempt when it failed and
    /// will be retried.
    case attempted(WebhookAttempt, retryIn: Int64?)
  }

  /// How a run ended.
  public enum Outcome: Sendable, Equatable {
    /// Every notification there was has been delivered; `count` in this run.
    case delivered(count: Int)
    /// Notification `sequence` failed on every attempt this run allowed; later ones wait.
    case gaveUp(sequence: Int64, delivered: Int)
    /// Another deliverer holds the URL.
    case busy(owner: String)
    /// `isCancelled` said to stop; `delivered` in this run.
    case stopped(delivered: Int)
  }

  let store: AppStore
  /// The endpoint, as recorded in the ledger.
  public let url: String
  let transport: any WebhookTransport
  /// The retry schedule.
  public let policy: WebhookPolicy
  /// Who this deliverer is, in the URL's lease.
  public let owner: String
  let sleep: (Int64) -> Void

  /// A deliverer to `url` through `transport`; `sleep` waits the given milliseconds.
  public init(
    store: AppStore, url: String, transport: any WebhookTransport, policy: WebhookPolicy = WebhookPolicy(),
    owner: String, sleep: @escaping (Int64) -> Void
  ) {
    self.store = store
    self.url = url
    self.transport = transport
    self.policy = policy
    self.owner = owner
    self.sleep = sleep
  }

  /// Delivers every notification after `sequence` that the URL has not accepted, oldest first.
  /// With `retryForever` a failing notification is retried at the policy's longest interval
  /// instead of being left for a later run. `isCancelled` is asked before every attempt.
  public func run(
    after sequence: Int64 = 0, retryForever: Bool = false, isCancelled: () -> Bool = { false },
    report: (Event) -> Void = { _ in }
  ) throws(StoreError) -> Outcome {
    var delivered = 0
    var failures = 0
    var current: Int64?
    while let (notification, attempts) = try store.nextUndeliveredNotification(to: url, after: sequence) {
      if isCancelled() {
        try store.releaseWebhook(url, owner: owner)
        return .stopped(delivered: delivered)
      }
      if case .heldBy(let holder, _) = try store.claimWebhook(url, owner: owner, for: policy.leaseMilliseconds) {
        return .busy(owner: holder)
      }
      if current != notification.sequence {
        current = notification.sequence
        failures = 0
      }
      let attempt = send(notification, attempt: attempts + 1)
      try store.recordWebhookAttempt(attempt)
      if attempt.delivered {
        delivered += 1
        report(.attempted(attempt, retryIn: nil))
        continue
      }
      failures += 1
      guard retryForever || failures <= policy.retries else {
        report(.attempted(attempt, retryIn: nil))
        try store.releaseWebhook(url, owner: owner)
        return .gaveUp(sequence: notification.sequence, delivered: delivered)
      }
      let wait = policy.delay(beforeRetry: failures)
      report(.attempted(attempt, retryIn: wait))
      sleep(wait)
    }
    try store.releaseWebhook(url, owner: owner)
    return .delivered(count: delivered)
  }

  /// POSTs `{"signedPayload": ...}` for `notification` and times it.
  private func send(_ notification: StoredNotification, attempt: Int) -> WebhookAttempt {
    let started = store.clock.realClock.nowMilliseconds()
    // A compact JWS is base64url and dots only, so it needs no JSON escaping.
    let body = Array(#"{"signedPayload":""#.utf8) + Array(notification.jws.utf8) + Array(#""}"#.utf8)
    let response = transport.post(body)
    let finished = store.clock.realClock.nowMilliseconds()
    return WebhookAttempt(
      url: url, sequence: notification.sequence, notificationType: notification.type, attempt: attempt,
      startedAt: started, durationMilliseconds: max(0, finished - started), response: response)
  }
}
