/// Whether a storefront lets a paywall link to a purchase outside the app (paywall-rules.md §12).
public enum LinkOutPolicy: Sendable, Equatable {
  /// Allowed without conditions a paywall could show (the USA since 2025-05-01).
  case allowed
  /// Allowed only under Apple's terms for that storefront (an entitlement and its conditions, which a
  /// rendered paywall cannot show), so the linter still treats a link-out as not allowed.
  case underAppleTerms(String)
  /// Not allowed (App Review Guidelines 3.1.1).
  case notAllowed
}
