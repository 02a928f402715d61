/// Why a purchase waits instead of completing.
public enum PendingReason: String, Sendable, Hashable, CaseIterable, Codable {
  /// A parent must approve it (Ask to Buy).
  case askToBuy
  /// The customer must act first (accept terms, confirm a payment method): an interrupted purchase.
  case interrupted
}
