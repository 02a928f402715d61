/// How often and how patiently failed webhook deliveries are retried.
///
/// The App Store retries a failed notification five times, at growing intervals (1, 12, 24, 48
/// and 72 hours); the simulator keeps the count and the growth but in seconds of real time.
public struct WebhookPolicy: Sendable, Equatable {
  /// Attempts after the first before a notification is left for a later run.
  public var retries: Int
  /// The wait before the first retry, in milliseconds; each next wait doubles.
  public var firstDelayMilliseconds: Int64
  /// The longest wait between two attempts, in milliseconds.
  public var maximumDelayMilliseconds: Int64
  /// How long a deliverer holds its claim on a URL without renewing it, in milliseconds (at
  /// least twice the transport's deadline, see `WebhookDelivery.leaseMilliseconds`).
  public var leaseMilliseconds: Int64

  /// A policy; the defaults retry five times after 1, 2, 4, 8 and 16 seconds.
  public init(
    retries: Int = 5, firstDelayMilliseconds: Int64 = 1000, maximumDelayMilliseconds: Int64 = 60_000,
    leaseMilliseconds: Int64 = 60_000
  ) {
    self.retries = retries
    self.firstDelayMilliseconds = firstDelayMilliseconds
    self.maximumDelayMilliseconds = maximumDelayMilliseconds
    self.leaseMilliseconds = leaseMilliseconds
  }

  /// The wait before retry number `retry` (1 for the first retry).
  public func delay(beforeRetry retry: Int) -> Int64 {
    var delay = firstDelayMilliseconds
    for _ in 1..<max(1, retry) {
      delay = min(maximumDelayMilliseconds, delay * 2)
      if delay == maximumDelayMilliseconds { break }
    }
    return min(delay, maximumDelayMilliseconds)
  }
}
