/// What a purchase ended with.
public enum StorePurchaseResult: Sendable, Equatable {
  /// Charged now: the new signed transaction.
  case purchased(StoreTransaction)
  /// Already owned (a non-consumable, or this subscription while active): not charged again.
  case alreadyOwned(StoreTransaction)
  /// A downgrade or crossgrade that takes effect at the next renewal.
  case planChangeScheduled(current: StoreTransaction, nextProductID: String)
  /// Waiting for Ask to Buy approval or for an interrupted purchase to be resolved.
  case pending(PendingPurchase)
  /// The customer cancelled the payment sheet.
  case userCancelled
  /// The store refused or failed.
  case failed(StoreFailure)
}

/// A purchase waiting for approval (Ask to Buy) or for an issue to be resolved.
public struct PendingPurchase: Sendable, Equatable {
  /// Why it waits.
  public enum Kind: String, Sendable, Equatable {
    case askToBuy
    case interrupted
  }

  /// Where it stands.
  public enum State: String, Sendable, Equatable {
    case pending
    case approved
    case declined
    case resolved
  }

  public var id: Int64
  public var kind: Kind
  public var state: State
  public var productID: String
  public var quantity: Int
  public var deviceName: String
  public var createdDate: Int64
  /// The transaction it became, once approved or resolved.
  public var transactionID: Int64?
}
