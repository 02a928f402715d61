/// A fault the store's App Store Server API can be switched to answer with.
public enum ServerFault: String, Sendable, Hashable, CaseIterable, Codable {
  /// Every request gets 401, as for an app never released.
  case unreleased
  /// Requests naming a transaction get 404 `4040010`.
  case unknownTransaction
  /// Every request gets 429 `4290000` with `Retry-After`.
  case rateLimit
  /// Every request gets 500 `5000000`.
  case serverError
  /// Every answer comes late.
  case slow
}
