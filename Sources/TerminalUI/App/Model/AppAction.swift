public import FoundationEssentials
public import Paywall

/// Everything that can happen to the app: terminal events, the store clock, and results of effects.
public enum AppAction: Sendable, Equatable {
  /// A key or a resize.
  case event(TerminalEvent)
  /// The store clock now (the runtime reads it; the reducer never does).
  case tick(Date)
  /// The account, device and store as just read.
  case accountLoaded(AccountSnapshot)
  /// What a purchase came to.
  case purchaseFinished(productID: String, PurchaseResult)
  /// What a restore came to.
  case restoreFinished(RestoreOutcome)
  /// A store control or a spend is done; the message says what changed.
  case controlFinished(LocalizedText)
  /// An effect failed; the message says why.
  case failed(LocalizedText)
}

/// What a purchase came to, with what the screen needs to say it plainly.
public enum PurchaseResult: Sendable, Equatable {
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
