import StoreWire

/// What redeeming an offer code came to.
public enum CodeRedemptionResult: Sendable, Equatable {
  /// Subscribed now with the offer (a new or returning subscriber, or an upgrade): the new
  /// transaction.
  case purchased(StoreTransaction)
  /// The customer already subscribes: the offer applies from the next renewal on (the current
  /// transaction; renewal info describes it).
  case startsAtRenewal(StoreTransaction)
  /// The store did not accept the code; nothing changed.
  case refused(OfferCodeRefusal)
}
