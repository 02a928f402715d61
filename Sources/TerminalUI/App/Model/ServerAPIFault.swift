/// A fault the store's App Store Server API (`storefront serve`) can be switched to answer with,
/// so that a developer's server meets it (`storefront store api-fault NAME on|off`).
public enum ServerAPIFault: String, Sendable, Equatable, CaseIterable {
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

  /// The fault the store controls' digit key `digit` ("1" for the first) switches, if any.
  public static func forDigit(_ digit: Character) -> ServerAPIFault? {
    guard let number = digit.wholeNumberValue, allCases.indices.contains(number - 1) else { return nil }
    return allCases[number - 1]
  }

  /// The digit key that switches this fault on the store controls ("1" for the first).
  public var digit: String { String(Self.allCases.firstIndex(of: self)! + 1) }
}
