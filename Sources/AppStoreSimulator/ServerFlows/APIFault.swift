/// A server-side fault the App Store Server API can be switched to answer with, so that a
/// developer's server can be tested against it. Each is off until switched on, and stays as set
/// (in the ledger) for every process that serves this store.
public enum APIFault: String, Sendable, CaseIterable {
  /// Every request gets 401, as Apple's production host answers for an app never released.
  case unreleased
  /// Requests naming a transaction get 404 `4040010`, as for an id Apple does not know.
  case unknownTransaction = "unknown-transaction"
  /// Every request gets 429 `4290000` with `Retry-After` (`retryAfterMilliseconds` from now).
  case rateLimit = "rate-limit"
  /// Every request gets 500 `5000000`.
  case serverError = "server-error"
  /// Every answer waits `slowResponseMilliseconds` before it is sent.
  case slow

  /// How long after a rate-limited request `Retry-After` lets requests resume.
  public static let retryAfterMilliseconds: Int64 = 1_000
  /// How long a slow answer waits (real time), well inside the 30 s Apple's clients wait.
  public static let slowResponseMilliseconds: Int64 = 3_000

  /// The name under which the switch is stored.
  var settingName: String { "apiFault." + rawValue }
}
