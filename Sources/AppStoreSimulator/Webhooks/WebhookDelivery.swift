#if canImport(Glibc)
  import Glibc
#endif

/// Delivers a store's notifications to one webhook URL, in order, retrying failures with
/// backoff and recording every attempt in the ledger.
///
/// A notification the endpoint accepted is never sent there again: the next one to send is
/// always read from the ledger (keyed by `WebhookEndpoint`, however the URL is spelled), and only
/// one deliverer per endpoint runs at a time (a lease in the ledger, renewed before every attempt
/// for longer than the transport's deadline, and taken over at once from a dead process of this
/// host). The one window left is a crash after the server accepted a notification and before
/// the acceptance was recorded; the next run then sends it again, as the App Store itself may.
///
/// `run` delivers what is pending once (`storefront notifications --webhook URL`); `follow`
/// keeps delivering as notifications happen until cancelled (`--follow`, `serve --webhook URL`).
public struct WebhookDelivery {
  /// What happened during a run, reported as it happens.
  public enum Event {
    /// An attempt was made; `retryIn` is the wait before the next attempt when it failed and
    /// will be retried.
    case attempted(WebhookAttempt, retryIn: Int64?)
    /// While following: another deliverer holds the URL; this one waits for it (reported once
    /// per holder).
    case waiting(owner: String)
  }

  /// How a run ended.
  public enum Outcome: Sendable, Equatable {
    /// Every notification there was has been delivered; `count` in this run.
    case delivered(count: Int)
    /// Notification `sequence` failed on every attempt this run allowed; later ones wait.
    case gaveUp(sequence: Int64, delivered: Int)
    /// Another deliverer holds the URL (or took it over while this one was sending).
    case busy(owner: String)
    /// `isCancelled` said to stop; `delivered` in this run.
    case stopped(delivered: Int)
  }

  let store: AppStore
  /// The endpoint, as given (and recorded with each attempt).
  public let url: String
  let transport: any WebhookTransport
  /// The retry schedule.
  public let policy: WebhookPolicy
  /// Who this deliverer is, in the URL's lease.
  public let owner: WebhookOwner
  let sleep: (Int64) -> Void

  /// A deliverer to `url` through `transport`; `sleep` waits the given milliseconds.
  public init(
    store: AppStore, url: String, transport: any WebhookTransport, policy: WebhookPolicy = WebhookPolicy(),
    owner: WebhookOwner, sleep: @escaping (Int64) -> Void
  ) {
    self.store = store
    self.url = url
    self.transport = transport
    self.policy = policy
    self.owner = owner
    self.sleep = sleep
  }

  /// A deliverer to `url` over HTTP (libcurl) for this process, sleeping for real; nil when
  /// `url` is not an http(s) URL with a host. `timeout` is each attempt's overall deadline.
  public init?(
    store: AppStore, url: String, policy: WebhookPolicy = WebhookPolicy(),
    timeout: Double = HTTPWebhookTransport.defaultTimeout, owner: WebhookOwner = .thisProcess()
  ) {
    guard let transport = HTTPWebhookTransport(url: url, timeout: timeout) else { return nil }
    self.init(
      store: store, url: url, transport: transport, policy: policy, owner: owner,
      sleep: { usleep(UInt32(clamping: $0 * 1000)) })
  }

  /// How long each claim on the URL lasts: the policy's lease, and at least twice the
  /// transport's deadline, so that an attempt always ends (and is recorded) inside the lease
  /// that was renewed just before it.
  public var leaseMilliseconds: Int64 { max(policy.leaseMilliseconds, 2 * transport.deadlineMilliseconds) }

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
      if case .heldBy(let holder, _) = try store.claimWebhook(url, owner: owner, for: leaseMilliseconds) {
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
      // Keep the URL through the wait, unless another deliverer took it over meanwhile.
      if case .heldBy(let holder, _) = try store.claimWebhook(url, owner: owner, for: wait + leaseMilliseconds) {
        return .busy(owner: holder)
      }
      sleep(wait)
    }
    try store.releaseWebhook(url, owner: owner)
    return .delivered(count: delivered)
  }

  /// Delivers notifications after `sequence` as they happen until `isCancelled`, retrying
  /// failures forever and waiting while another deliverer holds the URL; looks for new ones
  /// every `pollMilliseconds`. Returns how many it delivered.
  public func follow(
    after sequence: Int64 = 0, pollMilliseconds: Int64 = 500, isCancelled: () -> Bool,
    report: (Event) -> Void = { _ in }
  ) throws(StoreError) -> Int {
    var total = 0
    var waitingFor: String?
    while !isCancelled() {
      switch try run(after: sequence, retryForever: true, isCancelled: isCancelled, report: report) {
      case .delivered(let count), .gaveUp(_, let count):
        total += count
        waitingFor = nil
      case .stopped(let count):
        return total + count
      case .busy(let holder):
        if waitingFor != holder { report(.waiting(owner: holder)) }
        waitingFor = holder
      }
      if isCancelled() { break }
      sleep(pollMilliseconds)
    }
    return total
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
