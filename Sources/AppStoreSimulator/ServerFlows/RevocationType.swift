/// How a transaction was revoked (`revocationType` in the signed transaction).
public enum RevocationType: String, Sendable, CaseIterable {
  /// Refunded in full.
  case refundFull = "REFUND_FULL"
  /// Refunded in part (`revocationPercentage` says how much).
  case refundProrated = "REFUND_PRORATED"
  /// Access shared through Family Sharing ended.
  case familyRevoke = "FAMILY_REVOKE"

  /// Whether this revocation is a refund (Get Refund History lists only those).
  public var isRefund: Bool { self != .familyRevoke }
}
