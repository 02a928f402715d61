public import Catalog

/// An outcome a purchase can be made to have, as in Xcode's transaction manager: a store
/// control (``StoreControls``), never something the app asks of a real store.
public enum PurchaseOutcome: Sendable, Equatable, Codable {
  /// Charged and completed.
  case success
  /// The customer cancels the payment sheet.
  case userCancelled
  /// The store refuses with this StoreKit error.
  case failed(StoreErrorCode)
  /// A parent must approve it first (Ask to Buy).
  case askToBuy
  /// The customer must act first (an interrupted purchase).
  case interrupted
}
