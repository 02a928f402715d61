public import FoundationEssentials

/// What a purchase came to, with what the screen needs to say it plainly.
public enum PurchaseFeedback: Sendable, Equatable {
  /// A consumable: coins added and the new total.
  case coinsAdded(Int64, total: Int64)
  /// A non-consumable unlocked an entitlement (by id, "premium"; nil when it names none).
  case unlocked(entitlementID: String?)
  /// A subscription (or pass) is active until a date.
  case subscribed(title: String, until: Date?)
  /// An auto-renewable subscription is active and renews on a date (it does not end then).
  case renewing(title: String, renewsOn: Date)
  /// Ask to Buy: waiting for a parent's approval.
  case pending
  /// The purchase was interrupted; it completes when resolved.
  case interrupted
  /// The person cancelled.
  case cancelled
  /// The store refused, with its reason.
  case failed(LocalizedText)
}
