public import Catalog

/// What a purchase came to, as the wire carries it.
public enum WirePurchaseResult: Sendable, Equatable, Codable {
  /// Charged: the new transaction.
  case purchased(WireTransaction)
  /// Nothing charged: the customer already owns it (this transaction).
  case alreadyOwned(WireTransaction)
  /// A downgrade or crossgrade that takes effect at the next renewal.
  case planChangeScheduled(current: WireTransaction, nextProductID: String)
  /// Waiting for Ask to Buy approval or for an interruption to be resolved.
  case pending(id: Int64, reason: PendingReason)
  /// The customer cancelled the payment sheet.
  case userCancelled
  /// The store refused (network, payments not allowed, product unavailable, system error...).
  case failed(StoreErrorCode)
}
