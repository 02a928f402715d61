/// What redeeming an offer code came to, as the wire carries it.
public enum WireRedemptionResult: Sendable, Equatable, Codable {
  /// Subscribed now with the offer (a new or returning subscriber): the new transaction.
  case purchased(WireTransaction)
  /// The customer already subscribes: the offer applies from the next renewal on (the current
  /// transaction).
  case startsAtRenewal(WireTransaction)
  /// The store did not accept the code.
  case refused(OfferCodeRefusal)
}
