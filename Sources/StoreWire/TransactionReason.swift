/// Why a transaction happened (the signed payload's `transactionReason`, Apple's values): the
/// customer bought it, or a subscription renewed by itself.
public enum TransactionReason: String, Sendable, Hashable, CaseIterable, Codable {
  /// The customer bought it (or upgraded, or redeemed an offer).
  case purchase = "PURCHASE"
  /// An auto-renewable subscription renewed.
  case renewal = "RENEWAL"
}
