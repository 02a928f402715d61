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
  case purchaseFinished(productID: String, PurchaseFeedback)
  /// What redeeming an offer code came to: accepted (a subscription started, or its offer waits for
  /// the next renewal) or not, and the words that say so.
  case redemptionFinished(accepted: Bool, LocalizedText)
  /// What a restore came to.
  case restoreFinished(RestoreOutcome)
  /// A store control or a spend is done; the message says what changed.
  case controlFinished(LocalizedText)
  /// An effect failed; the message says why.
  case failed(LocalizedText)
  /// The store, which could not be read between keys, can be again: the banner saying so goes.
  case storeReadable
}
