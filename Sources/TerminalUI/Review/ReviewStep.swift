/// A step of the App Review walkthrough that `storefront review pack` draws, in the order a reviewer
/// takes them.
public enum ReviewStep: String, Sendable, CaseIterable {
  /// The paywall as a new customer first sees it.
  case freshAccount = "fresh-account"
  /// The paywall for a customer who already used every introductory offer on it.
  case trialUsed = "trial-used"
  /// Restore on an account that bought nothing.
  case restoreNothing = "restore-nothing"
  /// A purchase that waits for a parent's approval.
  case askToBuy = "ask-to-buy"
  /// A purchase the store refuses.
  case failedPurchase = "failed-purchase"

  /// The step's heading.
  public var title: String {
    switch self {
    case .freshAccount: "A fresh account"
    case .trialUsed: "An account not eligible for a trial"
    case .restoreNothing: "Restore with nothing to restore"
    case .askToBuy: "Ask to Buy: the purchase waits for approval"
    case .failedPurchase: "A failed purchase"
    }
  }

  /// What the reviewer does at this step; `plan` names the plan bought (the paywall's chosen one).
  public func action(plan: String) -> String {
    switch self {
    case .freshAccount:
      "Opens the app on an account that never bought anything: the paywall as first seen, every introductory "
        + "offer available."
    case .trialUsed:
      "Opens the paywall on an account that already used the introductory offer of every subscription group on "
        + "it: no trial may be promised."
    case .restoreNothing:
      "On a fresh account, presses R (restore purchases): the store has nothing to restore, and the screen must "
        + "say so."
    case .askToBuy:
      "With Ask to Buy on in the store controls (s, then A), chooses \(plan) and confirms (Enter on the paywall, "
        + "Enter on the purchase sheet): the purchase waits for a parent's approval."
    case .failedPurchase:
      "Chooses \(plan), picks a failure as the outcome on the purchase sheet (o) and confirms (Enter): the store "
        + "reports a network error."
    }
  }
}
